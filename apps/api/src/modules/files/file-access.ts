import { Injectable } from '@nestjs/common';

/**
 * A module that lets traders other than the uploader read some uploads: the orders module lets an
 * order's buyer read the seller's payment QR image while the order shows the payment details, chat and
 * appeals their attachments. Each reads its own tables.
 */
export interface FileAccessRule {
  readonly name: string;
  /** Whether `viewerId` (not the uploader) may read the upload `fileId` of `uploaderId`. */
  allows(viewerId: bigint, fileId: bigint, uploaderId: bigint | null): Promise<boolean>;
}

/** Who may read an upload besides its uploader. Until modules register rules, nobody else. */
@Injectable()
export class FileAccess {
  private readonly rules: FileAccessRule[] = [];

  register(rule: FileAccessRule): void {
    if (this.rules.some((r) => r.name === rule.name)) throw new Error(`${rule.name} is registered twice`);
    this.rules.push(rule);
  }

  async mayRead(viewerId: bigint, uploaderId: bigint | null, fileId: bigint): Promise<boolean> {
    if (uploaderId !== null && uploaderId === viewerId) return true;
    for (const rule of this.rules) {
      if (await rule.allows(viewerId, fileId, uploaderId)) return true;
    }
    return false;
  }
}
