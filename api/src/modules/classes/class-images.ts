// Class pictures travel as URLs, never inline: a picture stored as a data URI (the demo seed, old
// rows) is answered at /api/v1/public/class-images/<classId>/<md5 of the stored value>, a
// content-hashed address the browser caches for a year (immutable); any other stored value (an
// uploaded file's /api/v1/images/<sha256>.png, an https address) is answered as it is. The search
// and the timetable read only the md5 or the address, so a search answer stays small whatever
// the pictures weigh.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';

/** Columns a list selects instead of classes.image_url (the md5 is computed in the database). */
export const classImageColumns = {
  imagePath: sql<string | null>`case when ${classes.imageUrl} like 'data:%' then null else ${classes.imageUrl} end`,
  imageHash: sql<string | null>`case when ${classes.imageUrl} like 'data:%' then md5(${classes.imageUrl}) end`,
};

export const CLASS_IMAGE_PATH = '/api/v1/public/class-images';

export function classImageUrl(classId: number, image: { imagePath: string | null; imageHash: string | null }): string {
  if (image.imagePath) return image.imagePath;
  return image.imageHash ? `${CLASS_IMAGE_PATH}/${classId}/${image.imageHash}` : '';
}

// Raster types and SVG only: whatever else a data URI claims is never served.
const DATA_URI = /^data:(image\/(?:png|jpeg|gif|webp|svg\+xml));base64,([A-Za-z0-9+/=]+)$/;

/** The picture of a class when `hash` is the md5 of its stored data URI, else undefined (404). */
export async function readClassImage(db: Database, classId: number, hash: string): Promise<{ type: string; body: Buffer } | undefined> {
  const [row] = await db
    .select({ value: classes.imageUrl, hash: sql<string>`md5(${classes.imageUrl})` })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row?.value || row.hash !== hash) return undefined;
  const match = DATA_URI.exec(row.value);
  if (!match) return undefined;
  // Both groups are mandatory in DATA_URI, so a match has them.
  return { type: match[1]!, body: Buffer.from(match[2]!, 'base64') };
}
