// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cardKeyAnswer } from './card-keys';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'repeat', boolean>> = {}, target: EventTarget = document.body) =>
  cardKeyAnswer({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, repeat: false, target, ...mods });

describe('cardKeyAnswer (not a Mac)', () => {
  it('Ctrl+Enter approves and Ctrl+Backspace declines', () => {
    expect(key('Enter', { ctrlKey: true })).toBe(true);
    expect(key('Backspace', { ctrlKey: true })).toBe(false);
  });

  it('answers nothing without Ctrl, with another modifier too, or held down', () => {
    for (const k of ['Enter', 'Backspace', 'Escape', ' ']) expect(key(k), k).toBeNull();
    expect(key('Enter', { metaKey: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true, repeat: true })).toBeNull();
    expect(key('Escape', { ctrlKey: true })).toBeNull();
  });

  it('in a text field of the card, Ctrl+Backspace deletes a word; Ctrl+Enter still approves', () => {
    const input = document.createElement('input');
    expect(key('Backspace', { ctrlKey: true }, input)).toBeNull();
    expect(key('Backspace', { ctrlKey: true }, document.createElement('textarea'))).toBeNull();
    expect(key('Enter', { ctrlKey: true }, input)).toBe(true);
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(key('Backspace', { ctrlKey: true }, box)).toBe(false);
  });
});
