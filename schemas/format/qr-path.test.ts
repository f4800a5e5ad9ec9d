import { describe, expect, it } from 'vitest';
import { qrPath, qrSvgDocument } from './qr-path.ts';

const X = true;
const o = false;

describe('qrPath', () => {
  it.each<[string, boolean[][], string]>([
    ['no dark module draws nothing', [[o, o], [o, o]], ''],
    ['one dark module is one unit square', [[o, X], [o, o]], 'M1 0h1v1h-1z'],
    ['a run of dark modules is one rectangle', [[X, X, X, o]], 'M0 0h3v1h-3z'],
    ['a run reaching the row end is closed', [[o, X, X]], 'M1 0h2v1h-2z'],
    ['each row and each run apart', [[X, o, X], [o, X, X]], 'M0 0h1v1h-1zM2 0h1v1h-1zM1 1h2v1h-2z'],
  ])('%s', (_, modules, expected) => {
    expect(qrPath(modules)).toBe(expected);
  });
});

describe('qrSvgDocument', () => {
  it('is a standalone SVG of the modules on white, scaled', () => {
    expect(qrSvgDocument([[X, o], [o, X]], 10)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 2 2" shape-rendering="crispEdges">' +
        '<rect width="2" height="2" fill="#fff"/><path fill="#000" d="M0 0h1v1h-1zM1 1h1v1h-1z"/></svg>',
    );
  });
});
