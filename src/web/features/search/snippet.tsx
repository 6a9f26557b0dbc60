import { snippetParts } from '@/domain/schemas/search';

/** A hit's snippet with the matching words in <mark> (text only, never HTML). */
export function Snippet({ text }: { text: string }) {
  return (
    <>
      {snippetParts(text).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}
