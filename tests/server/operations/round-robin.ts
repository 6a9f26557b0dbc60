import http from 'node:http';

/**
 * A round-robin HTTP front with no stickiness, as a load balancer in front of several instances: every request
 * (not every connection) goes to the next instance, and the front records which one served each path.
 */
export class RoundRobinFront {
  private server: http.Server | undefined;
  private next = 0;
  readonly served: { path: string; method: string; instance: number }[] = [];
  port = 0;

  constructor(readonly targets: number[]) {}

  async listen(port = 0): Promise<void> {
    const agent = new http.Agent({ keepAlive: false });
    this.server = http.createServer((request, response) => {
      const instance = this.next;
      this.next = (this.next + 1) % this.targets.length;
      this.served.push({ path: request.url!, method: request.method!, instance });
      const upstream = http.request(
        { host: '127.0.0.1', port: this.targets[instance], method: request.method, path: request.url, headers: request.headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode!, answer.rawHeaders);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', resolve);
    });
    this.port = (this.server.address() as { port: number }).port;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
