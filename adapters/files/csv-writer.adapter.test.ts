import { describe, expect, it } from 'vitest';
import { csvStream } from './csv-writer.adapter.ts';

// ignoreBOM keeps the byte-order mark in the text, so the test sees it.
const read = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());

describe('csvStream', () => {
  it('writes a BOM, CRLF rows and RFC 4180 quoting', async () => {
    async function* rows() {
      yield ['Name', 'Note'];
      yield ['Ana', 'says "hi", twice'];
    }
    expect(await read(csvStream(rows(), ','))).toBe('\uFEFFName,Note\r\nAna,"says ""hi"", twice"\r\n');
  });

  it('separates cells with a semicolon when asked, quoting a cell that holds one', async () => {
    async function* rows() {
      yield ['Imię', 'Uwagi'];
      yield ['Ana', 'tea; milk, "oat"'];
      yield ['1,5', 'plain'];
    }
    expect(await read(csvStream(rows(), ';'))).toBe(
      '\uFEFFImię;Uwagi\r\nAna;"tea; milk, ""oat"""\r\n1,5;plain\r\n',
    );
  });

  it('ends the download with an error when the rows fail part way, and tells onError', async () => {
    const failure = new Error('connection lost');
    async function* rows() {
      yield ['Name'];
      throw failure;
    }
    const heard: Error[] = [];
    const unhandled: unknown[] = [];
    const listener = (error: unknown) => unhandled.push(error);
    process.on('uncaughtException', listener);
    try {
      await expect(read(csvStream(rows(), ',', (error) => heard.push(error)))).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('uncaughtException', listener);
    }
    expect(heard).toEqual([failure]);
    expect(unhandled).toEqual([]);
  });

  it('does not report a reader who cancels the download', async () => {
    async function* rows() {
      for (let i = 0; ; i++) yield [`row ${i}`];
    }
    const heard: Error[] = [];
    const reader = csvStream(rows(), ',', (error) => heard.push(error)).getReader();
    await reader.read();
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([]);
  });
});
