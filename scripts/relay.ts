/**
 * Relays a child process's output stream: as it comes when the process has the terminal to
 * itself, else line by line, each line prefixed with `[name]` (several processes side by side).
 * `flush` writes a last line that ended without a newline.
 */
export function relay(name: string, stream: NodeJS.WriteStream, alone: boolean) {
  let rest = '';
  const write = (chunk: Buffer) => {
    if (alone) return void stream.write(chunk);
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) stream.write(`[${name}] ${line}\n`);
  };
  const flush = () => {
    if (rest) stream.write(`[${name}] ${rest}\n`);
    rest = '';
  };
  return { write, flush };
}
