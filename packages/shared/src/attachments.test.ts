import { describe, expect, it } from 'vitest';
import { formatFileSize, guessAttachmentKind } from './attachments.ts';

describe('attachment rules shared by the picker and the server', () => {
  it('says sizes as a member reads them', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(48_213)).toBe('47 KB');
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('tells the kind from the type or, when a phone reports none, the extension', () => {
    expect(guessAttachmentKind({ name: 'IMG_2041.JPG', type: '' })).toBe('photo');
    expect(guessAttachmentKind({ name: 'scan', type: 'image/webp' })).toBe('photo');
    expect(guessAttachmentKind({ name: 'Agenda.pdf', type: '' })).toBe('pdf');
    expect(guessAttachmentKind({ name: 'ann.vcf', type: 'text/x-vcard' })).toBe('vcard');
    expect(guessAttachmentKind({ name: 'IMG_2041.HEIC', type: 'image/heic' })).toBeUndefined();
    expect(guessAttachmentKind({ name: 'setup.exe', type: 'application/x-msdownload' })).toBeUndefined();
  });
});
