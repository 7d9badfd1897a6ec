// The wizard's progress header: the five steps in order. Steps the member has reached are links
// (earlier ones show their saved values); later ones are plain text until reached. Below 768px only
// the numbers and the current step's title are shown.
import { Link } from '~/components/Link';
import { STEPS, stepTitle } from '~/features/activation/steps';
import { useLanguage, useT } from '~/lib/language';

/** `current`: the step on screen (null for none); `reached`: the member's own step, 6 once activated. */
export function Progress({ current, reached }: { current: number | null; reached: number }) {
  const lang = useLanguage();
  const t = useT();
  const shown = current ?? Math.min(reached, STEPS.length);
  return (
    <nav aria-label={t('activation.progress.label')} className="hl-act-progress">
      <p className="hl-act-progress-count">
        {t('activation.progress.count', { shown, total: STEPS.length })}
      </p>
      <ol>
        {STEPS.map((s) => {
          const isCurrent = s.number === current;
          const done = s.number < reached;
          const open = s.number <= reached;
          const state = isCurrent ? 'current' : done ? 'done' : open ? 'open' : 'later';
          const body = (
            <>
              <span className="hl-act-progress-dot" aria-hidden="true">
                {done && !isCurrent ? '✓' : s.number}
              </span>
              <span className="hl-act-progress-title">{stepTitle(lang, s)}</span>
              <span className="hl-visually-hidden">
                {isCurrent ? t('activation.progress.current') : done ? t('activation.progress.saved') : open ? '' : t('activation.progress.later')}
              </span>
            </>
          );
          return (
            <li key={s.key} data-state={state}>
              {open && !isCurrent ? (
                <Link to={s.path}>
                  {body}
                </Link>
              ) : (
                <span aria-current={isCurrent ? 'step' : undefined}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
