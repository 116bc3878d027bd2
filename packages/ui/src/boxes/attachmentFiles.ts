/** An attachment as stored in `content.data` (§3: key file, value with the asset and its size in bytes). */
export interface AttachmentFile {
  asset_id: number;
  name?: string;
  size: number;
}

/** The well-formed file items of an attachments box's content, in order. */
export function attachmentFiles(content: unknown): AttachmentFile[] {
  const data = (content as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .filter((item): item is { key: 'file'; value: AttachmentFile } => {
      const value = (item as { value?: AttachmentFile } | null)?.value;
      return (item as { key?: unknown } | null)?.key === 'file' && typeof value?.asset_id === 'number' && typeof value.size === 'number';
    })
    .map((item) => item.value);
}
