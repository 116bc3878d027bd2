/*
 * Type tests of the loader's public API, checked by `tsc` in `npm test`: the assertions sit in
 * functions that are compiled but never called (`typeOnly`). Each `@ts-expect-error` proves a
 * misuse does not compile.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EmbedEventMap } from '@inkflow/core/protocol';
import type { InkflowDocumentProps } from '@inkflow/loader/react';
import type { InkflowEventName, InkflowGlobal, InkflowHandle, MountOptions } from '@inkflow/loader/pure';

/** Registers type assertions over a handle and the global; they are compiled, not run. */
const typeOnly = (check: (handle: InkflowHandle, inkflow: InkflowGlobal) => void) => expect(check).toBeTypeOf('function');

describe('public types', () => {
  it('gives each event its payload', () =>
    typeOnly((handle, _inkflow) => {
    handle.on('signed', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<{ agreementId: number; participantId: number; state: number }>();
    });
    handle.on('ready', (payload) => expectTypeOf(payload.participantId).toEqualTypeOf<number | null>());
    handle.on('resize', (payload) => expectTypeOf(payload.height).toEqualTypeOf<number>());
    handle.on('declined', (payload) => expectTypeOf(payload.reason).toEqualTypeOf<string>());
    handle.on('error', (payload) => expectTypeOf(payload.code).toEqualTypeOf<number | string>());
    handle.on('closed', (payload) => expectTypeOf(payload).toEqualTypeOf<Record<string, never>>());
    expectTypeOf(handle.on('signed', () => {})).toEqualTypeOf<() => void>();
    expectTypeOf<InkflowEventName>().toEqualTypeOf<'ready' | 'resize' | 'signed' | 'declined' | 'error' | 'closed'>();
    // @ts-expect-error the handshake and replies are not public events
    handle.on('hello', () => {});
    // @ts-expect-error nor is an unknown name
    handle.on('sign', () => {});
    // @ts-expect-error the signed payload has no reason
    handle.on('signed', (payload) => payload.reason);
    }));

  it('returns promises from commands', () =>
    typeOnly((handle, _inkflow) => {
    expectTypeOf(handle.setLanguage('sv')).toEqualTypeOf<Promise<void>>();
    expectTypeOf(handle.focus()).toEqualTypeOf<Promise<void>>();
    expectTypeOf(handle.theme({ '--ink-color-primary': '#123' })).toEqualTypeOf<Promise<void>>();
    // @ts-expect-error only allowlisted variable names
    void handle.theme({ '--ink-evil': 'red' });
    // @ts-expect-error values are strings
    void handle.theme({ '--ink-radius': 4 });
    }));

  it('takes a document or a template, never both, and a guest token', () =>
    typeOnly((_handle, _inkflow) => {
    expectTypeOf<{ documentId: 1; guestToken: 't' }>().toExtend<MountOptions>();
    expectTypeOf<{ templateId: '2'; guestToken: 't'; language: 'sv' }>().toExtend<MountOptions>();
    expectTypeOf<{ documentId: 1; templateId: 2; guestToken: 't' }>().not.toExtend<MountOptions>();
    expectTypeOf<{ documentId: 1 }>().not.toExtend<MountOptions>();
    }));

  it('types the global and its queue-style calls', () =>
    typeOnly((_handle, inkflow) => {
    expectTypeOf(inkflow.mount).returns.toEqualTypeOf<InkflowHandle>();
    expectTypeOf(inkflow.version).toEqualTypeOf<number>();
    inkflow('mount', '#contract', { documentId: 1, guestToken: 't' }, (h) => expectTypeOf(h).toEqualTypeOf<InkflowHandle>());
    inkflow('autoMount');
    // @ts-expect-error unknown command
    inkflow('unmount');
    }));

  it('types the React props with the event payloads', () =>
    typeOnly((_handle, _inkflow) => {
    expectTypeOf<InkflowDocumentProps['onSigned']>().toEqualTypeOf<((payload: EmbedEventMap['signed']) => void) | undefined>();
    expectTypeOf<InkflowDocumentProps['onError']>().toEqualTypeOf<((payload: EmbedEventMap['error']) => void) | undefined>();
    }));
});
