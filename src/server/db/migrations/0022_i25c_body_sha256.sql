-- Issue 25: the signed receipt hashes the request body a message came in, its bytes as received.
ALTER TABLE "messages" ADD COLUMN "body_sha256" text;
