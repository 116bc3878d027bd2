// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readFramePolicy } from './readFramePolicy.js';

describe('readFramePolicy', () => {
  it('reads the injected policy', () => {
    document.body.innerHTML = '<script type="application/json" id="inkflow-frame-policy">{"allowedOrigins":["https://partner.example"],"allowDevOrigins":false}</script>';
    expect(readFramePolicy()).toEqual({ allowedOrigins: ['https://partner.example'], allowDevOrigins: false });
  });
  it('allows nobody when missing or malformed', () => {
    document.body.innerHTML = '';
    expect(readFramePolicy()).toEqual({ allowedOrigins: [], allowDevOrigins: false });
    document.body.innerHTML = '<script type="application/json" id="inkflow-frame-policy">{nope</script>';
    expect(readFramePolicy()).toEqual({ allowedOrigins: [], allowDevOrigins: false });
  });
});
