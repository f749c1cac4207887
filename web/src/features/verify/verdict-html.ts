/**
 * A verdict as HTML, character for character what React renders for it (verdict-panel.tsx's VerdictView in
 * team-verdict.tsx), so the verify page can draw its verdict before React has started and React can then
 * take the page over as it is (hydration) — no second layout, no flash, focus kept
 * (docs/decisions/051-verify-verdict-in-the-first-paint.md). verdict-html.test.tsx holds the two together.
 */
import { CLIENT_ROUTES } from '#common/client-routes';
import type { Translate } from '../../i18n/translator';
import type { VerdictModel } from './verdict-model';

/** As React escapes text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

const fact = (label: string, value: string) =>
  `<div><dt class="inline font-semibold">${escapeHtml(label)}</dt> <dd class="inline">${value}</dd></div>`;

function teamHtml(team: NonNullable<VerdictModel['team']>, t: Translate): string {
  const photo = team.photoUrl
    ? `<img src="${escapeHtml(team.photoUrl)}" alt="${escapeHtml(t('verdict.photoAlt', { dogName: team.dogName }))}" width="96" height="96" fetchPriority="high" class="h-24 w-24 flex-none rounded-lg object-cover"/>`
    : '';
  const facts = [
    team.handler ? fact(t('verdict.handler'), escapeHtml(team.handler)) : '',
    fact(
      t('verdict.registryNumber'),
      `<span class="font-mono whitespace-nowrap">${escapeHtml(team.registryNumber)}</span>`,
    ),
    team.validThrough ? fact(t('verdict.validThrough'), escapeHtml(team.validThrough)) : '',
  ].join('');
  return (
    `<div class="mt-3 flex flex-wrap items-start gap-3">${photo}<div class="min-w-0 flex-1 basis-40">` +
    `<p class="text-2xl font-bold break-words">${escapeHtml(team.dogName)}</p>` +
    `<dl class="mt-1 space-y-0.5">${facts}</dl></div></div>`
  );
}

function detailsHtml(details: NonNullable<VerdictModel['details']>, t: Translate): string {
  const serviceType = details.serviceType
    ? `<dt class="font-semibold">${escapeHtml(t('verdict.serviceType'))}</dt><dd>${escapeHtml(details.serviceType)}</dd>`
    : '';
  return (
    `<dl class="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm"><dt class="font-semibold">${escapeHtml(t('verdict.breed'))}</dt>` +
    `<dd>${escapeHtml(details.breed)}</dd>${serviceType}</dl>`
  );
}

/** `icon`: the verdict's icon as React renders it (built with the page, verify-first-paint-words.ts). */
export function verdictHtml(model: VerdictModel, t: Translate, icon: string): string {
  const line = (className: string, text: string) => `<p class="${className}">${escapeHtml(text)}</p>`;
  const optional = (className: string, text: string | null) => (text ? line(className, text) : '');
  return (
    `<section aria-labelledby="verdict-title" class="rounded-card border-2 p-3 sm:p-5 ${model.box}">` +
    `<h2 id="verdict-title" tabindex="-1" data-page-focus="true" class="flex items-center gap-3 text-2xl font-bold sm:text-3xl">` +
    `${icon}${escapeHtml(model.title)}</h2>` +
    (model.team ? teamHtml(model.team, t) : '') +
    line('mt-3', model.text) +
    optional('mt-1', model.programmeLine) +
    optional('mt-2 font-semibold', model.trainedLine) +
    `<div class="mt-3 border-t border-slate-300 pt-3"><h3 class="font-semibold">${escapeHtml(t('ask.title'))}</h3>` +
    `<ol class="mt-1 list-decimal space-y-0.5 pl-6"><li>${escapeHtml(t('ask.question1'))}</li><li>${escapeHtml(t('ask.question2'))}</li></ol>` +
    `<p class="mt-1">${escapeHtml(t('ask.noCard'))}</p>` +
    `<p class="mt-2"><a class="font-semibold text-brand-800 underline" href="${CLIENT_ROUTES.law}" data-discover="true">${escapeHtml(t('nav.showLaw'))}</a></p></div>` +
    (model.details ? detailsHtml(model.details, t) : '') +
    line('mt-2 text-sm text-slate-700', model.checkedLine) +
    '</section>'
  );
}
