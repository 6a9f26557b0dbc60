/**
 * Resolves in a task of its own (a MessageChannel message: no timer clamping), one task per waiter, in order. A call
 * starts its fetch there: a page's first render starts a dozen queries in one commit, and their fetches (each taking
 * the browser a JavaScript stack for its initiator) made that commit one long task (issue 27: the wizard's 0.9 s
 * task, half of it fetch calls). Each call now starts in a short task of its own, from a shallow stack. The entry
 * (main.tsx) loads the app's parts in a task each with it too.
 */
const waiting: (() => void)[] = [];
let channel: MessagePort | null = null;

function port(): MessagePort | null {
  if (channel || typeof MessageChannel === 'undefined') return channel;
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => waiting.shift()?.();
  // Under Node (the unit tests) an open port would keep the process alive.
  (port1 as MessagePort & { unref?: () => void }).unref?.();
  channel = port2;
  return channel;
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const target = port();
    if (!target) return void setTimeout(resolve, 0);
    waiting.push(resolve);
    target.postMessage(null);
  });
}
