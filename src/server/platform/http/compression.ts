import zlib from 'node:zlib';

/** Bodies smaller than this are sent as they are (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli as the whole API compresses it: quality 5, fast enough per response and close to the best ratio. */
export const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
