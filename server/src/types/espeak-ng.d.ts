// espeak-ng ships no types; the part of its Emscripten module the speech worker uses
declare module 'espeak-ng' {
  interface ESpeakNgFs {
    writeFile(path: string, data: string | Uint8Array): void;
    readFile(path: string): Uint8Array;
  }
  interface ESpeakNgModule {
    FS: ESpeakNgFs;
  }
  /** Runs the `espeak-ng` command line once with `arguments`, in a fresh instance of the engine. */
  export default function ESpeakNg(options: {
    arguments: string[];
    /** Run before the command: files it reads are written here. */
    preRun?: ((module: ESpeakNgModule) => void)[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<ESpeakNgModule>;
}
