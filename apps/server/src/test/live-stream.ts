/** Reads a server-sent-events stream and collects its events, for live-feed tests. */
export async function openLiveStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}/api/live`, {
    headers: { cookie },
    signal: controller.signal,
  });
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const done = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let index;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) {
            events.push({ event, data: JSON.parse(data) });
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    status: response.status,
    headers: response.headers,
    events,
    /** Whether the server has ended the stream. */
    get ended() {
      return ended;
    },
    /** Resolves when the stream ends, or rejects after the timeout. */
    async waitForEnd(timeoutMs = 5000) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the live stream did not end')), timeoutMs);
      });
      await Promise.race([done, timeout]).finally(() => clearTimeout(timer));
    },
    async waitFor(predicate: (e: { event: string; data: unknown }) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!events.some(predicate)) {
        if (Date.now() > deadline)
          throw new Error(`no matching live event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events.find(predicate)!;
    },
    close: () => controller.abort(),
  };
}

export function cookieHeader(cookies: Map<string, string>) {
  return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}
