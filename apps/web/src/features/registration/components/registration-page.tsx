import {
  type Me,
  type PendingRegistrationInfo,
  type PersonalInfo,
  type Preferences,
  type ReserveNicknameResponse,
  validatePerson,
  validatePersonalInfo,
} from '@watchify/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCompleteRegistration } from '../api/complete-registration';
import { useCreateReservation } from '../api/create-reservation';
import { useCompleteOidcRegistration } from '../api/oidc-registration';
import {
  completionErrorCode,
  needsPersonalInfoStep,
  type RegistrationMessageCode,
  reservationErrorCode,
} from '../errors';
import { PersonalInfoForm } from './personal-info-form';
import { PreferencesWizard, type WizardStep } from './preferences-wizard';
import { StepIndicator } from './step-indicator';

const EMPTY_PERSONAL_INFO: PersonalInfo = {
  firstName: '',
  lastName: '',
  nickname: '',
  email: '',
  password: '',
  passwordConfirm: '',
  birthDate: '',
  gender: '',
  occupation: '',
  city: '',
};

const EMPTY_PREFERENCES: Preferences = { genres: [], favoriteMovies: [], favoriteShows: [], hasDisability: false };

/** Step 1 prefilled with what a provider told: its e-mail, and its name split into first and last. */
function fromProvider({ email, name }: PendingRegistrationInfo): PersonalInfo {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { ...EMPTY_PERSONAL_INFO, email, firstName: words.join(' '), lastName };
}

/** What the server receives: names, nickname and e-mail without stray spaces; passwords exactly as typed. */
function cleaned(info: PersonalInfo): PersonalInfo {
  return {
    ...info,
    firstName: info.firstName.trim(),
    lastName: info.lastName.trim(),
    nickname: info.nickname.trim(),
    email: info.email.trim(),
  };
}

/** Where the visitor is in the registration: kept in the browser history, so Back and Forward move one step. */
interface RegistrationView {
  stage: 'personal' | 'preferences';
  wizardStep: WizardStep;
}

const FIRST_VIEW: RegistrationView = { stage: 'personal', wizardStep: 0 };

function readView(state: unknown): RegistrationView {
  const view = (state as { registration?: RegistrationView } | null)?.registration;
  return view ?? FIRST_VIEW;
}

interface RegistrationPageProps {
  /** Called with the new, signed-in user once the account exists. */
  onRegistered: (me: Me) => void;
  /**
   * A registration a first OpenID Connect sign-in started (decision 049): no e-mail or password to choose, so step 1
   * checks the details in the page and the nickname is checked when the account is finished.
   */
  pending?: PendingRegistrationInfo;
}

/**
 * /register: step 1 reserves the nickname, step 2 collects preferences and creates the account.
 * /register/oidc: the same steps for a person a provider sent, finishing the account the provider's sign-in began.
 */
export function RegistrationPage({ onRegistered, pending }: RegistrationPageProps) {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const reserve = useCreateReservation();
  const complete = useCompleteRegistration();
  const completeOidc = useCompleteOidcRegistration();

  const location = useLocation();
  const [personalInfo, setPersonalInfo] = useState<PersonalInfo>(() =>
    pending ? fromProvider(pending) : EMPTY_PERSONAL_INFO,
  );
  const [personalError, setPersonalError] = useState<RegistrationMessageCode | null>(null);
  const [reservation, setReservation] = useState<ReserveNicknameResponse | null>(null);
  // An OIDC registration has no reservation: step 1 is done once its details pass the same rules.
  const [personAccepted, setPersonAccepted] = useState(false);
  const [preferences, setPreferences] = useState<Preferences>(EMPTY_PREFERENCES);
  const [wizardError, setWizardError] = useState<RegistrationMessageCode | null>(null);
  const [stageChanged, setStageChanged] = useState(false);

  // Each step is an entry of the browser history (the filled-in data stays in this page's state), so the browser's
  // Back goes back one step instead of leaving the registration. The preferences need a reservation: a history entry
  // that outlived it (after a reload) shows step 1.
  const view = readView(location.state);
  const personalDone = pending ? personAccepted : reservation !== null;
  const stage = view.stage === 'preferences' && personalDone ? 'preferences' : 'personal';
  const wizardStep = view.wizardStep;

  function show(next: RegistrationView, { replace = false } = {}) {
    if (next.stage !== stage) setStageChanged(true);
    navigate(`${location.pathname}${location.search}`, { state: { registration: next }, replace });
  }

  /** Back to step 1 because of an error: it replaces the step the visitor was on. */
  function showStage(next: 'personal' | 'preferences') {
    show({ stage: next, wizardStep: 0 }, { replace: next === 'personal' });
  }

  function submitPersonalInfo() {
    const invalid = pending ? validatePerson(personalInfo) : validatePersonalInfo(personalInfo);
    if (invalid) {
      setPersonalError(invalid);
      return;
    }
    setPersonalError(null);
    if (pending) {
      setPersonAccepted(true);
      setWizardError(null);
      showStage('preferences');
      return;
    }
    reserve.mutate(cleaned(personalInfo), {
      onSuccess: (result) => {
        setReservation(result);
        setWizardError(null);
        showStage('preferences');
      },
      onError: (error) => setPersonalError(reservationErrorCode(error)),
    });
  }

  function failedCompletion(error: unknown) {
    const code = completionErrorCode(error);
    if (needsPersonalInfoStep(code)) {
      setReservation(null);
      setPersonAccepted(false);
      setPersonalError(code);
      showStage('personal');
    } else {
      setWizardError(code);
    }
  }

  function completeRegistration(chosen: Preferences) {
    if (pending) {
      setWizardError(null);
      const { email: _email, password: _password, passwordConfirm: _confirm, ...person } = cleaned(personalInfo);
      completeOidc.mutate(
        { ...person, preferences: chosen },
        { onSuccess: (me) => onRegistered(me), onError: failedCompletion },
      );
      return;
    }
    if (!reservation) {
      setPersonalError('reservationExpired');
      showStage('personal');
      return;
    }
    setWizardError(null);
    complete.mutate(
      { ...cleaned(personalInfo), reservationToken: reservation.reservationToken, preferences: chosen },
      { onSuccess: (me) => onRegistered(me), onError: failedCompletion },
    );
  }

  const stageIndex = stage === 'personal' ? 0 : 1;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <title>{`${t('title')} · Watchify`}</title>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-muted">{pending ? t('oidcSubtitle') : t('subtitle')}</p>
      </div>
      <StepIndicator
        label={t('steps.label')}
        steps={[t('steps.personal'), t('steps.preferences')]}
        current={stageIndex}
      />
      <div className="rounded-2xl border border-border bg-surface p-5 shadow-lg sm:p-8">
        {stage === 'personal' ? (
          <PersonalInfoForm
            values={personalInfo}
            onChange={(field, value) => setPersonalInfo((current) => ({ ...current, [field]: value }))}
            onSubmit={submitPersonalInfo}
            onBackToLogin={() => navigate('/login')}
            busy={reserve.isPending}
            errorMessage={personalError ? t(`errors.${personalError}`) : null}
            focusOnMount={stageChanged}
            account={pending ? 'provider' : 'password'}
          />
        ) : (
          <PreferencesWizard
            draft={preferences}
            onDraftChange={setPreferences}
            step={wizardStep}
            onStepChange={(step) => {
              setWizardError(null);
              // Forward adds a history entry; the wizard's Back returns to the previous one, as the browser's does.
              if (step < wizardStep) navigate(-1);
              else show({ stage: 'preferences', wizardStep: step });
            }}
            onComplete={completeRegistration}
            completing={complete.isPending || completeOidc.isPending}
            errorMessage={wizardError ? t(`errors.${wizardError}`) : null}
            focusOnMount={stageChanged}
          />
        )}
      </div>
    </div>
  );
}
