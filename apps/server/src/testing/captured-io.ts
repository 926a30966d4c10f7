import { Writable } from 'node:stream';
import type { AdminIo } from '../admin/admin-command';

/** An operator terminal for tests: what commands print, and a scripted answer to prompts. */
export interface CapturedIo extends AdminIo {
  out: () => string;
  err: () => string;
  questions: string[];
}

function collector(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/** Captured stdout and stderr; prompts are answered with `answer` (no by default). */
export function capturedIo({ answer = false, tty = false } = {}): CapturedIo {
  const stdout = collector();
  const stderr = collector();
  const questions: string[] = [];
  return {
    stdout: stdout.stream,
    stderr: stderr.stream,
    stderrIsTty: tty,
    confirm: async (question) => {
      questions.push(question);
      return answer;
    },
    out: stdout.text,
    err: stderr.text,
    questions,
  };
}
