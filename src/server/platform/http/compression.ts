import zlib from 'node:zlib';

/** Bodies smaller than this are sent as they are (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli as the whole API compresses it: quality 5, fast enough per response and close to the best ratio. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The codings every answer may use, best first: the compress plugin and the kept bodies speak the same ones, so an
 * `Accept-Encoding` gets one answer whatever the Node version (Node 24's zlib adds zstd, which the plugin would
 * otherwise offer on its own beside kept bodies sent as they are).
 */
export const COMPRESS_ENCODINGS = ['br', 'gzip'] as const;

/** The compress plugin's options as the app registers them (tests register the same). */
export const COMPRESS_PLUGIN_OPTIONS = {
  global: true,
  threshold: COMPRESS_THRESHOLD,
  brotliOptions: BROTLI_OPTIONS,
  encodings: [...COMPRESS_ENCODINGS],
};
