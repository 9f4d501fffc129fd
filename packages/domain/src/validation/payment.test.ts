import {
  canAddPaymentMethod,
  detectImageType,
  fileExtension,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  imageProblem,
  isAccountNumber,
  isValidImage,
  isValidTextField,
  PAYMENT_METHODS_MAX,
  TEXT_FIELD_MAX,
} from './payment.js';

describe('payment methods: at most 20 per user', () => {
  it('allows adding up to the 20th and no more', () => {
    expect(PAYMENT_METHODS_MAX).toBe(20);
    expect(canAddPaymentMethod(19)).toBe(true);
    expect(canAddPaymentMethod(20)).toBe(false);
  });
});

describe('text fields: up to 100 characters of digits, letters and special characters', () => {
  it('accepts up to 100 characters and refuses 101', () => {
    expect(TEXT_FIELD_MAX).toBe(100);
    expect(isValidTextField('x'.repeat(100))).toBe(true);
    expect(isValidTextField('x'.repeat(101))).toBe(false);
  });

  it('accepts letters, digits and special characters of any script', () => {
    expect(isValidTextField('Bank of Asia #3 (HCMC) - 中国银行')).toBe(true);
  });

  it('refuses control characters', () => {
    expect(isValidTextField('a\u0000b')).toBe(false);
    expect(isValidTextField('a\nb')).toBe(false);
  });

  it('requires a non-blank value when required (bank name)', () => {
    expect(isValidTextField('', { required: true })).toBe(false);
    expect(isValidTextField('   ', { required: true })).toBe(false);
    expect(isValidTextField(undefined, { required: true })).toBe(false);
    expect(isValidTextField(undefined)).toBe(true);
    expect(isValidTextField('HSBC', { required: true })).toBe(true);
  });

  it('honours another maximum', () => {
    expect(isValidTextField('abcd', { max: 3 })).toBe(false);
  });
});

describe('account or card number: digits or letters only', () => {
  it.each(['6222021234567890123', 'GB82WEST12345698765432', 'abc123'])('accepts %p', (v) => {
    expect(isAccountNumber(v)).toBe(true);
  });

  it.each(['', '6222 0212 3456', '6222-0212', 'acc_1', '账号123', 'x'.repeat(101)])('refuses %p', (v) => {
    expect(isAccountNumber(v)).toBe(false);
  });
});

describe('images: JPG, JPEG, PNG or BMP, under 1 MB', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const bmp = new Uint8Array([0x42, 0x4d, 0, 0]);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38]);

  it('lists the four types', () => {
    expect(IMAGE_TYPES).toEqual(['jpg', 'jpeg', 'png', 'bmp']);
  });

  it.each(['a.jpg', 'a.JPEG', 'scan.png', 'x.y.bmp'])('accepts the file name %p', (name) => {
    expect(isValidImage({ name, size: 1000 })).toBe(true);
  });

  it.each(['a.gif', 'a.webp', 'a', 'png', 'a.png.exe'])('refuses the file name %p (TYPE)', (name) => {
    expect(imageProblem({ name, size: 1000 })).toBe('TYPE');
  });

  it('accepts sizes under 1 MB and refuses 1 MB or more (SIZE)', () => {
    expect(IMAGE_MAX_BYTES).toBe(1_048_575);
    expect(imageProblem({ name: 'a.png', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ name: 'a.png', size: 1_048_576 })).toBe('SIZE');
    expect(imageProblem({ name: 'a.png', size: 0 })).toBe('SIZE');
  });

  it('checks the MIME type when given', () => {
    expect(imageProblem({ name: 'a.png', size: 10, mimeType: 'image/png' })).toBeNull();
    expect(imageProblem({ name: 'a.png', size: 10, mimeType: 'IMAGE/JPEG' })).toBeNull();
    expect(imageProblem({ name: 'a.png', size: 10, mimeType: 'image/gif' })).toBe('TYPE');
  });

  it('recognises the files by their magic numbers', () => {
    expect([detectImageType(png), detectImageType(jpeg), detectImageType(bmp), detectImageType(gif)]).toEqual(
      ['png', 'jpeg', 'bmp', null],
    );
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(imageProblem({ name: 'a.png', size: 10, bytes: gif })).toBe('TYPE');
    expect(imageProblem({ name: 'a.jpg', size: 10, bytes: jpeg })).toBeNull();
  });

  it('reads extensions', () => {
    expect([fileExtension('A.PNG'), fileExtension('noext'), fileExtension('a.b.c')]).toEqual([
      'png',
      '',
      'c',
    ]);
  });
});
