import {
  AlertTriangle,
  BookOpen,
  CalendarClock,
  FileSearch,
  Footprints,
  Gavel,
  LifeBuoy,
  ListChecks,
  type LucideIcon,
  Scale,
} from 'lucide-react';
import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_SECTION_KEYS, type AnalysisSectionKey } from '../../../../shared/rules/situation';
import type { AnalysisResult } from '../../../../shared/schemas/situation';
import { Badge, Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { RichText } from './rich-text';

const SECTION_ICONS: Record<AnalysisSectionKey, LucideIcon> = {
  keyIssues: ListChecks,
  yourRights: Scale,
  deadlines: CalendarClock,
  evidenceToGather: FileSearch,
  nextSteps: Footprints,
  whenToSeeAttorney: Gavel,
  freeResources: LifeBuoy,
};

function FollowUpQuestions(props: {
  questions: string[];
  answers: Record<string, string>;
  onAnswer: (question: string, answer: string) => void;
}) {
  const { t } = useTranslation('situation');
  const id = useId();
  if (props.questions.length === 0) return null;
  return (
    <Card>
      <h3 className="text-lg font-semibold text-brand-900">{t('result.followUpTitle')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('result.followUpIntro')}</p>
      <ol className="mt-4 grid gap-5">
        {props.questions.map((question, i) => (
          <li key={question}>
            <p id={`${id}-q${i}`} className="font-medium text-slate-900">
              {i + 1}. {question}
            </p>
            <Textarea
              rows={2}
              className="mt-2 min-h-20"
              aria-label={t('result.answerLabel', { number: i + 1 })}
              aria-describedby={`${id}-q${i}`}
              value={props.answers[question] ?? ''}
              onChange={(e) => props.onAnswer(question, e.target.value)}
              data-testid="follow-up-answer"
            />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The result of an analysis: summary, one card per section, follow-up questions and legal issues. */
export const AnalysisView = forwardRef<
  HTMLHeadingElement,
  {
    analysis: AnalysisResult;
    answers: Record<string, string>;
    onAnswer: (question: string, answer: string) => void;
  }
>(function AnalysisView({ analysis, answers, onAnswer }, headingRef) {
  const { t } = useTranslation('situation');
  const sections = ANALYSIS_SECTION_KEYS.flatMap((key) => {
    const section = analysis.analysis[key];
    return section?.present && section.content.trim() ? [{ key, content: section.content }] : [];
  });
  return (
    <div className="grid gap-4" data-testid="analysis-result">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-brand-900 outline-none">
        {t('result.heading')}
      </h2>
      <section className="rounded-xl border border-brand-100 bg-brand-50 p-5 shadow-sm">
        <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <BookOpen className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t('result.summary')}
        </h3>
        <div className="mt-2">
          <RichText text={analysis.summary} />
        </div>
      </section>
      <div className="grid items-start gap-4 md:grid-cols-2">
        {sections.map(({ key, content }) => {
          const Icon = SECTION_ICONS[key];
          return (
            <Card key={key} data-testid={`section-${key}`}>
              <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
                <Icon className="h-5 w-5 text-accent-700" aria-hidden="true" />
                {t(`result.sections.${key}`)}
              </h3>
              <div className="mt-2">
                <RichText text={content} />
              </div>
            </Card>
          );
        })}
      </div>
      <FollowUpQuestions questions={analysis.followUpQuestions} answers={answers} onAnswer={onAnswer} />
      <Card>
        <h3 className="text-lg font-semibold text-brand-900">{t('result.legalIssuesTitle')}</h3>
        {analysis.legalIssues.length ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {analysis.legalIssues.map((issue) => (
              <li key={issue}>
                <Badge tone="blue" className="px-3 py-1 text-sm">
                  {issue}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('result.noIssues')}</p>
        )}
      </Card>
      <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
        {/* The server's own notice, in the language of the analysis, when it sent one. */}
        {(analysis as AnalysisResult & { notice?: string }).notice || t('result.disclaimer')}
      </p>
    </div>
  );
});
