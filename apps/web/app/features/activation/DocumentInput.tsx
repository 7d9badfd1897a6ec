// One identity image of the ID step: a plain file input (works without JavaScript), the thumbnail
// of the image already uploaded (served through /documents/:id, never from the API directly), and
// the message about this file beside it. An input left empty keeps the uploaded image.
import { Input, Text } from '@mantine/core';
import { IMAGE_ACCEPT, documentUrl, imageText, type ImageField } from '~/features/activation/steps';
import type { DocumentView } from '~/lib/api/types';
import { useLanguage, useT } from '~/lib/language';

export function DocumentInput({
  spec,
  current,
  error,
  resetKey,
}: {
  spec: ImageField;
  current: DocumentView | undefined;
  error?: string;
  /** Changes after each answer, emptying the input as a page load does without JavaScript. */
  resetKey: string | number;
}) {
  const lang = useLanguage();
  const t = useT();
  const label = imageText(lang, spec, 'label');
  const id = `f-${spec.field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="hl-act-doc" data-invalid={error ? 'true' : undefined}>
      <div className="hl-act-doc-thumb">
        {current ? (
          <a href={documentUrl(current.id, false)} target="_blank" rel="noopener noreferrer" title={t('activation.identity.openImage')}>
            <img src={documentUrl(current.id)} alt={t('activation.identity.uploadedAlt', { label: label.toLowerCase() })} width={96} height={96} loading="lazy" />
          </a>
        ) : (
          <span className="hl-act-doc-empty" aria-hidden="true">
            {t('activation.identity.noPhoto')}
          </span>
        )}
      </div>
      <div className="hl-act-doc-body">
        <Input.Label htmlFor={id} required={!current}>
          {label}
        </Input.Label>
        <Text id={hintId} size="sm" c="dimmed">
          {imageText(lang, spec, 'hint')} {t(current ? 'activation.identity.uploaded' : 'activation.identity.formats')}
        </Text>
        <input
          key={resetKey}
          id={id}
          name={spec.field}
          type="file"
          accept={IMAGE_ACCEPT}
          required={!current}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="hl-act-file"
        />
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      </div>
    </div>
  );
}
