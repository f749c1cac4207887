import type { RegistrationFullView, PublicConfig } from '#common/api';
import { printedField } from '#common/card-names';
import type { DisplayStatus } from '#common/constants';
import { LogoMark } from '../../components/logo-mark';
import type { AnyMessageId } from '../../i18n/catalogues';
import { ConfiguredText } from '../../i18n/configured-text';
import { useLanguage } from '../../i18n/language-context';
import { useFormat } from '../../i18n/use-format';
import { useT } from '../../i18n/use-t';
import { recordContacts } from '../../components/record-contacts';
import './card-faces.css';

const STAMPS: Partial<Record<DisplayStatus, AnyMessageId>> = {
  pending: 'faces.stampPending',
  in_training: 'faces.stampTraining',
};

/** "SERVICE DOG" fills the band's corner; longer titles take smaller type, the longest two lines. */
function titleSize(title: string): string {
  if (title.length > 24) return 'card-title-two-lines';
  return title.length > 12 ? 'card-title-long' : '';
}

/** Longer names take smaller type; the longest are already cut as the card prints them (card-names.ts). */
function lengthClass(text: string, long: number, longest: number, base: string): string {
  if (text.length > longest) return `${base}-longest`;
  return text.length > long ? `${base}-long` : '';
}

interface CardFacesProps {
  dog: RegistrationFullView;
  config: PublicConfig;
  qrUrl: string;
  /** The short address a person can type to check the card: host/c/{registry number}. */
  verifyUrl: string;
}

/**
 * The wallet card's two faces, as the owner link and staff see them and as they print (docs/CARD.md).
 * A pending registration carries "PENDING REVIEW — NOT YET VALID" across the foot of its front, a team
 * in training "IN TRAINING — NOT YET TESTED", and claims no ADA access for a dog still in training.
 */
export function CardFaces({ dog, config, qrUrl, verifyUrl }: CardFacesProps) {
  const t = useT();
  const { locale } = useLanguage();
  const contacts = recordContacts(dog, config);
  const registryName = contacts.name[locale];
  const format = useFormat();
  const stamp = STAMPS[dog.displayStatus];
  const training = dog.displayStatus === 'in_training';
  const dogName = printedField('dogName', dog.dogName);
  const handlerName = printedField('handlerName', dog.owner.name);
  const title = t(training ? 'faces.titleTraining' : 'faces.title');
  return (
    <div className="card-faces">
      <section className="card-face card-front" aria-label={t('faces.front')}>
        <div className="card-inner">
          <div className="card-band">
            <div className="card-mark">
              <LogoMark />
              <div>
                <p className="card-registry-name card-clamp">{registryName}</p>
                <p className="card-registry-kind">{t('card.registryKind')}</p>
              </div>
            </div>
            <div className="card-heading">
              <p className={`card-title ${titleSize(title)}`}>{title}</p>
              <p className="card-sub">{t(training ? 'faces.subTraining' : 'faces.sub')}</p>
            </div>
          </div>
          <div className="card-body">
            <div className="card-main">
              <div className="card-id">
                {dog.photoUrl ? (
                  <img src={dog.photoUrl} alt="" className="card-photo" />
                ) : (
                  <p className="card-photo card-photo-missing">{t('card.noPhoto')}</p>
                )}
                <div>
                  <p className={`card-dog card-clamp ${lengthClass(dogName, 14, 24, 'card-dog')}`}>{dogName}</p>
                  <p className="card-number">{dog.registryNumber}</p>
                </div>
              </div>
              <dl className="card-facts">
                <dt>{t('faces.handler')}</dt>
                <dd className={`card-clamp ${handlerName.length > 30 ? 'card-handler-long' : ''}`}>{handlerName}</dd>
                <dt>{t('faces.status')}</dt>
                <dd className={`card-status card-status-${dog.displayStatus}`}>
                  {t(`statusLabel.${dog.displayStatus}`)}
                </dd>
                <dt>{t('faces.issued')}</dt>
                <dd>{format.shortDate(dog.registrationDate)}</dd>
                <dt>{t('faces.validThrough')}</dt>
                <dd>{format.shortDate(dog.expiresAt)}</dd>
              </dl>
            </div>
            <div>
              <img
                src={qrUrl}
                alt={t(dog.displayStatus === 'active' ? 'faces.qrSigned' : 'faces.qrOpens', {
                  registryNumber: dog.registryNumber,
                })}
                className="card-qr"
              />
              <p className="card-qr-caption">{t('faces.scan')}</p>
            </div>
          </div>
          {/* A card not yet valid says so where the valid card's footer is, over nothing else it prints. */}
          {stamp ? <p className="card-foot card-stamp">{t(stamp)}</p> : <p className="card-foot">{t('faces.foot')}</p>}
        </div>
      </section>
      <section className="card-face card-back" aria-label={t('faces.back')}>
        <div className="card-inner">
          <div className="card-band">
            <p className="card-registry-name">{registryName}</p>
            <p className="card-registry-kind">{dog.registryNumber}</p>
          </div>
          <div className="card-back-body">
            <p>{t('faces.questionsIntro')}</p>
            <ol>
              <li>{t('faces.question1')}</li>
              <li>{t('faces.question2')}</li>
            </ol>
            <p>{t('faces.noDocuments')}</p>
            <p>{t('faces.voluntary')}</p>
            <p className="card-verify">{t('faces.verify', { url: verifyUrl })}</p>
            <p>
              {t('faces.questions', { phone: contacts.contactPhone, email: contacts.contactEmail })}
              <br />
              <ConfiguredText texts={contacts.hours} />
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
