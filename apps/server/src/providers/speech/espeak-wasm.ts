import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { ESpeakNgOptions } from 'espeak-ng';

/** The raw WebAssembly exports used to run espeak-ng's `main` again without the Emscripten wrapper. */
type EspeakExports = {
  memory: { buffer: ArrayBuffer };
  stackSave(): number;
  stackRestore(pointer: number): void;
  stackAlloc(bytes: number): number;
  __main_argc_argv(argc: number, argv: number): number;
};

/** The part of the WebAssembly global used here (Node's types declare it only as a namespace). */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<object>;
      Instance: new (module: object, imports: object) => { exports: object };
    };
  }
).WebAssembly;

export type EspeakRun = { voice: string; rate: number; text: string };

/**
 * One espeak-ng instance that synthesises phrase after phrase. Emscripten runs `main` once per
 * instance (and getopt keeps its position between runs), and a fresh instance costs ~150-400 ms. So
 * the linear memory is copied once the runtime is ready and put back before each run: every phrase
 * starts from exactly the state a fresh instance has, for ~2 ms instead. The files it reads and
 * writes live in Emscripten's JavaScript file system, which the copy leaves alone.
 */
export async function loadEspeakWasm(enginePath: string, onError: (line: string) => void) {
  const { default: ESpeakNg } = (await import(pathToFileURL(enginePath).href)) as typeof import('espeak-ng');
  const compiled = await wasmApi.compile(await readFile(enginePath.replace(/\.js$/, '.wasm')));
  let exports: EspeakExports | undefined;
  const instantiateWasm: ESpeakNgOptions['instantiateWasm'] = (imports, receive) => {
    const instance = new wasmApi.Instance(compiled, imports);
    exports = instance.exports as unknown as EspeakExports;
    receive(instance, compiled);
    return instance.exports;
  };
  const espeak = await ESpeakNg({ noInitialRun: true, print: () => {}, printErr: onError, instantiateWasm });
  if (!exports) throw new Error('espeak-ng did not instantiate its WebAssembly module');
  const wasm = exports;
  const pristine = new Uint8Array(wasm.memory.buffer).slice();
  const stackTop = wasm.stackSave();

  function main(args: string[]): number {
    new Uint8Array(wasm.memory.buffer).set(pristine);
    wasm.stackRestore(stackTop);
    const pointers = args.map((arg) => {
      const bytes = Buffer.from(`${arg}\0`);
      const pointer = wasm.stackAlloc(bytes.length);
      new Uint8Array(wasm.memory.buffer).set(bytes, pointer);
      return pointer;
    });
    const argv = wasm.stackAlloc((pointers.length + 1) * 4);
    new Uint32Array(wasm.memory.buffer, argv, pointers.length + 1).set([...pointers, 0]);
    try {
      return wasm.__main_argc_argv(args.length, argv);
    } catch (error) {
      // exit(n) inside espeak-ng arrives as Emscripten's ExitStatus, which also set the process's exit code.
      if (error instanceof Error && error.name === 'ExitStatus') {
        process.exitCode = undefined;
        return (error as Error & { status: number }).status;
      }
      throw error;
    }
  }

  /** A WAV file (RIFF, 16-bit mono, 22 050 Hz) of `text` read by `voice` at `rate` words per minute. */
  return function synthesize({ voice, rate, text }: EspeakRun): Uint8Array {
    espeak.FS.writeFile('/in.txt', text);
    const status = main(['espeak-ng', '-b', '1', '-v', voice, '-s', String(rate), '-w', '/out.wav', '-f', '/in.txt']);
    if (status !== 0) throw new Error(`espeak-ng exited with status ${status}`);
    const wav = espeak.FS.readFile('/out.wav');
    espeak.FS.unlink('/out.wav');
    return wav;
  };
}
