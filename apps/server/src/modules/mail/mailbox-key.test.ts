import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey: the mailbox an address reaches', () => {
  it.each([
    ['victim@example.net', 'victim@example.net'],
    ['  Victim@Example.NET ', 'victim@example.net'],
    ['"victim"@example.net', 'victim@example.net'],
    ['"vic\\tim"@example.net', 'victim@example.net'],
    ['victim+1@example.net', 'victim@example.net'],
    ['"victim+news"@example.net', 'victim@example.net'],
    ['victim@example.net.', 'victim@example.net'],
    ['v.i.c.t.i.m@gmail.com', 'victim@gmail.com'],
    ['V.ictim+x@googlemail.com', 'victim@gmail.com'],
    ['vic.tim@example.net', 'vic.tim@example.net'],
    ['anna@zürich.ch', 'anna@xn--zrich-kva.ch'],
    ['Ännä@example.ch', 'ännä@example.ch'],
  ])('%s reaches %s', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });

  it('keeps different mailboxes apart', () => {
    expect(mailboxKey('victim@example.net')).not.toBe(mailboxKey('victim@example.org'));
    expect(mailboxKey('vic.tim@example.net')).not.toBe(mailboxKey('victim@example.net'));
  });
});
