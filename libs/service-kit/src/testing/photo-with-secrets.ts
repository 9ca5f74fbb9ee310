/**
 * A small photo whose EXIF names `secret` and carries a GPS position: what a service must strip
 * before it stores an upload. sharp is loaded only by the tests that ask for one.
 */
export async function photoWithSecrets(
  format: 'png' | 'jpeg',
  secret: string,
  size = { width: 40, height: 30 },
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const photo = sharp({ create: { ...size, channels: 3, background: '#c33' } });
  return (format === 'png' ? photo.png() : photo.jpeg())
    .withExif({
      IFD0: { ImageDescription: secret },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 30/1 0/1' },
    })
    .toBuffer();
}
