// A bare Fastify route answering a JSON body of the same size class as a user profile: the baseline of http.bench.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { id: '00000000-0000-0000-0000-000000000000', firstName: 'Kari', lastName: 'Nordmann', name: 'Kari Nordmann' };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
