import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('orders keys by UTF-16 code units and writes numbers the ECMAScript way (RFC 8785)', () => {
    expect(canonicalJson({ b: 1.0, a: [1e21, 0.1, -0], é: 'x', '\u20ac': null, Z: true })).toBe(
      '{"Z":true,"a":[1e+21,0.1,0],"b":1,"é":"x","€":null}',
    );
  });

  it('escapes only what JSON requires', () => {
    expect(canonicalJson({ text: 'line\nbreak "quoted" \u2028 </script>' })).toBe(
      '{"text":"line\\nbreak \\"quoted\\" \u2028 </script>"}',
    );
  });
});
