import type { DocumentViewDto, OfficerDocumentViewDto } from './dto/document.dto';
import type { IdentityDocumentEntity } from './identity-document.entity';

export function toDocumentView(d: IdentityDocumentEntity, base: '/member/documents' | '/officer/documents' = '/member/documents'): DocumentViewDto {
  const path = `${base}/${d.id}`;
  return {
    kind: d.kind,
    id: d.id,
    contentType: d.contentType,
    size: d.sizeBytes,
    width: d.width,
    height: d.height,
    uploadedAt: d.createdAt.toISOString(),
    path,
    thumbnailPath: `${path}?size=thumb`,
  };
}

export function toOfficerDocumentView(d: IdentityDocumentEntity): OfficerDocumentViewDto {
  return { ...toDocumentView(d, '/officer/documents'), sha256: d.sha256 };
}
