import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { HOSTILE_NAMES, type RawBody } from './hostile-corpus';
import { BOUNDARY, field, file, form, multipart, type Part } from './multipart-body';

/** A PNG whose header claims the given size, with a valid header checksum. */
function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

/** A JPEG with a comment segment right after its start marker. */
function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, text, jpeg.subarray(2)]);
}

/** The hostile forms for a route whose image comes in the given field. */
export type HostileUploads = (field: string) => RawBody[];

/**
 * Photos no review or post should keep (polyglots, truncated and lying images, decompression
 * bombs, other formats under image names) and multipart forms no parser should choke on (fields
 * named with markup among them), each a whole body for a route that takes a form with an image.
 */
export async function hostileUploads(): Promise<HostileUploads> {
  const canvas = sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } });
  const [png, jpeg, gif, webp] = await Promise.all([
    canvas.clone().png().toBuffer(),
    canvas.clone().jpeg().toBuffer(),
    canvas.clone().gif().toBuffer(),
    canvas.clone().webp().toBuffer(),
  ]);
  const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));
  const images: [string, string, string, Uint8Array][] = [
    [
      'PNG with HTML after its end',
      'a.png',
      'image/png',
      Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')]),
    ],
    [
      'PNG with PHP after its end',
      'a.php.png',
      'image/png',
      Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]),
    ],
    [
      'GIF/JavaScript polyglot',
      'a.gif',
      'image/gif',
      Buffer.from('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=alert(1);//', 'latin1'),
    ],
    [
      'JPEG with a script comment',
      'a.jpg',
      'image/jpeg',
      jpegWithComment(jpeg, '<script>alert(1)</script>'),
    ],
    [
      'SVG with a script, named PNG',
      'a.png',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    [
      'HTML named JPEG',
      'a.jpg',
      'image/jpeg',
      Buffer.from('<!doctype html><script>alert(1)</script>'),
    ],
    [
      'ZIP named PNG',
      'a.png',
      'image/png',
      Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(64)]),
    ],
    [
      'PDF named PNG',
      'a.png',
      'application/pdf',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    ],
    ['truncated PNG', 'a.png', 'image/png', half(png)],
    ['PNG header only', 'a.png', 'image/png', png.subarray(0, 33)],
    ['truncated JPEG', 'a.jpg', 'image/jpeg', half(jpeg)],
    ['truncated GIF', 'a.gif', 'image/gif', half(gif)],
    ['truncated WebP', 'a.webp', 'image/webp', half(webp)],
    ['empty file', 'a.png', 'image/png', Buffer.alloc(0)],
    [
      'PNG signature and garbage',
      'a.png',
      'image/png',
      Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 0xff)]),
    ],
    ['PNG claiming 100000x100000', 'bomb.png', 'image/png', pngClaiming(png, 100_000, 100_000)],
    ['PNG claiming 0x0', 'zero.png', 'image/png', pngClaiming(png, 0, 0)],
    ['photo named with a traversal', '../../../etc/passwd', 'image/png', png],
    ['photo named with a NUL', 'a\u0000.png', 'image/png', png],
    ['photo named with markup', '<img src=x onerror=alert(1)>.png', 'image/png', png],
    ['photo with a long name', `${'x'.repeat(2_000)}.png`, 'image/png', png],
  ];
  const rating = field('rating', '4');
  return (imageField) => {
    const bodies = images.map(([name, filename, type, bytes]) =>
      form(
        name,
        multipart([rating, field('tags', '["soakable"]'), file(imageField, filename, type, bytes)]),
      ),
    );
    const photo = file(imageField, 'a.png', 'image/png', png);
    return [
      ...bodies,
      ...malformedForms(rating, photo, png),
      ...HOSTILE_NAMES.flatMap((name) => namedForms(name, rating, png)),
    ];
  };
}

/** Forms whose fields are named by the client with markup: no error may repeat the name. */
function namedForms(name: string, rating: Part, png: Buffer): RawBody[] {
  const named = (what: string, parts: Part[]) => ({
    ...form(`${what} named ${name.slice(0, 30)}`, multipart(parts)),
    hostile: [name],
  });
  return [
    named('a photo in a field', [rating, file(name, 'a.png', 'image/png', png)]),
    named('a field over the size limit', [rating, field(name, 'x'.repeat(300_000))]),
    named('too many fields', [
      rating,
      ...Array.from({ length: 30 }, (_, i) => field(`${name}${i}`, 'x')),
    ]),
    named('a field', [rating, field(name, '4')]),
  ];
}

/** Multipart forms that are wrong in every way a parser meets. */
function malformedForms(rating: Part, photo: Part, png: Buffer): RawBody[] {
  return [
    {
      name: 'multipart without a boundary',
      contentType: 'multipart/form-data',
      body: multipart([rating]),
    },
    form('multipart under another boundary', multipart([rating], 'other-boundary')),
    form('multipart cut short', multipart([rating, photo]).subarray(0, 120)),
    form('multipart without its closing boundary', multipart([rating, photo], BOUNDARY, '')),
    form(
      'multipart without the blank line',
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="rating"\r\n4\r\n--${BOUNDARY}--\r\n`,
      ),
    ),
    form(
      'part without a disposition',
      multipart([{ headers: ['Content-Type: text/plain'], content: '4' }]),
    ),
    form(
      'part without a name',
      multipart([{ headers: ['Content-Disposition: form-data'], content: '4' }]),
    ),
    form('two photos', multipart([rating, photo, photo])),
    form('a photo in the rating field', multipart([file('rating', 'a.png', 'image/png', png)])),
    form(
      'a photo in an unknown field',
      multipart([rating, file('photo', 'a.png', 'image/png', png)]),
    ),
    form('a NUL in the comment field', multipart([rating, field('comment', 'a\u0000b')])),
    form(
      'direction marks in the comment field',
      multipart([rating, field('comment', '\u202Eevil\u200B')]),
    ),
    form('tags that are not JSON', multipart([rating, field('tags', '["soakable"')])),
    form(
      'tags that quote a script',
      multipart([rating, field('tags', '["<script>alert(1)</script>"]')]),
    ),
    form('a field over the size limit', multipart([rating, field('comment', 'x'.repeat(40_000))])),
    form(
      'too many fields',
      multipart([rating, ...Array.from({ length: 30 }, (_, i) => field(`f${i}`, 'x'))]),
    ),
    form(
      'a huge part header',
      multipart([
        { headers: [`Content-Disposition: form-data; name="${'n'.repeat(20_000)}"`], content: '4' },
      ]),
    ),
    form(
      'a nested multipart',
      multipart([
        {
          headers: [
            'Content-Disposition: form-data; name="rating"',
            'Content-Type: multipart/mixed; boundary=inner',
          ],
          content: '--inner\r\n\r\n4\r\n--inner--',
        },
      ]),
    ),
    form(
      'a base64 transfer encoding',
      multipart([
        {
          headers: [
            'Content-Disposition: form-data; name="rating"',
            'Content-Transfer-Encoding: base64',
          ],
          content: 'NA==',
        },
      ]),
    ),
    form('a boundary of 200 characters', multipart([rating], 'b'.repeat(200)), 'b'.repeat(200)),
  ];
}
