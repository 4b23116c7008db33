#if os(Linux)
// `import OSLog` brings `Logger` and `OSLog` as `import os` does.
@_exported import StandInos
#endif
