// espeak-ng (optional dependency, GPL-3.0) ships no types: only what the worker process uses of its Emscripten module.
declare module 'espeak-ng' {
  export type ESpeakNgModule = {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
      unlink(path: string): void;
    };
  };
  export type ESpeakNgOptions = {
    arguments?: string[];
    noInitialRun?: boolean;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** Emscripten's hook to instantiate the module itself: `imports` in, the instance's exports out. */
    instantiateWasm?: (imports: object, receive: (instance: object, module: object) => void) => object;
  };
  export default function ESpeakNg(options?: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
