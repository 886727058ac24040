import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup } from '../../api/auth';
import { saveFile } from '../../lib/save-file';
import { Button } from '../ui/button';
import { Card, Spinner } from '../ui/card';
import { FormAlert, Input, Label } from '../ui/field';
import { PasskeysSection } from './passkeys-section';
import { type Stage, useSecondFactorActions, useSecondFactorStatus } from './use-second-factor';

/**
 * "Second factor": an authenticator app with recovery codes (decision 0059), on the profile, the
 * attorney portal and the admin screen.
 */
export function SecondFactorCard({ onCodes }: { onCodes?: (showing: boolean) => void }) {
  const { t } = useTranslation('second-factor');
  const status = useSecondFactorStatus();
  const actions = useSecondFactorActions(t('network'));
  const { stage } = actions;
  const showingCodes = stage.kind === 'codes';
  // Told before the status is read again, so a screen that waits for the factor keeps the codes up.
  useEffect(() => {
    onCodes?.(showingCodes);
  }, [onCodes, showingCodes]);

  return (
    <Card className="grid gap-4" data-testid="second-factor">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <ShieldCheck className="h-5 w-5 text-accent-700" aria-hidden="true" />
        {t('title')}
      </h2>
      {status.isPending ? (
        <Spinner label={t('loading')} />
      ) : status.isError ? (
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
      ) : stage.kind === 'setup' ? (
        <SetupStep setup={stage.setup} actions={actions} />
      ) : stage.kind === 'codes' ? (
        <RecoveryCodesShown codes={stage.codes} onDone={() => actions.go({ kind: 'idle' })} />
      ) : status.data.totp ? (
        <TurnedOn stage={stage} left={status.data.recoveryCodesLeft} actions={actions} />
      ) : (
        <>
          <p className="text-slate-800">{t(status.data.required ? 'requiredIntro' : 'intro')}</p>
          <FormAlert>{actions.error}</FormAlert>
          <div>
            <Button onClick={actions.start} disabled={actions.busy}>
              {t('setUp')}
            </Button>
          </div>
        </>
      )}
      {status.data && stage.kind !== 'setup' && stage.kind !== 'codes' ? (
        <PasskeysSection passkeys={status.data.passkeys} />
      ) : null}
    </Card>
  );
}

type Actions = ReturnType<typeof useSecondFactorActions>;

function CodeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
      />
    </div>
  );
}

function SetupStep({ setup, actions }: { setup: TotpSetup; actions: Actions }) {
  const { t } = useTranslation('second-factor');
  const id = useId();
  const [code, setCode] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR library is fetched only by those who set a factor up.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(setup.uri, { margin: 1, width: 200 }).then((url) => live && setQr(url)),
    );
    return () => {
      live = false;
    };
  }, [setup.uri]);
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void actions.confirm(code);
      }}
    >
      <ol className="grid list-decimal gap-2 pl-5 text-slate-800">
        <li>{t('setup.scan')}</li>
        <li>{t('setup.enter')}</li>
      </ol>
      {qr ? (
        <img
          src={qr}
          width={200}
          height={200}
          alt={t('setup.qrAlt')}
          className="rounded border border-sand-200"
        />
      ) : (
        <Spinner />
      )}
      <div>
        <p className="text-sm text-slate-700">{t('setup.manualKey')}</p>
        <code
          className="mt-1 block break-all rounded bg-sand-100 p-2 font-mono text-slate-900"
          data-testid="totp-secret"
        >
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <CodeField id={`${id}-code`} label={t('codeLabel')} value={code} onChange={setCode} />
      <FormAlert>{actions.error}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={actions.busy}>
          {t('setup.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={() => actions.go({ kind: 'idle' })}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('second-factor');
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  useEffect(() => {
    document.getElementById('recovery-codes-heading')?.focus();
  }, []);
  return (
    <div className="grid gap-4">
      <h3 id="recovery-codes-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {t('codes.title')}
      </h3>
      <p role="status" className="rounded-lg bg-yellow-50 p-3 text-slate-900">
        {t('codes.once')}
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-slate-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t('codes.copied') : t('codes.copy')}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => saveFile('amparo-recovery-codes.txt', new Blob([text], { type: 'text/plain' }))}
        >
          {t('codes.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('codes.done')}
        </Button>
      </div>
    </div>
  );
}

function TurnedOn({ stage, left, actions }: { stage: Stage; left: number; actions: Actions }) {
  const { t } = useTranslation('second-factor');
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const asking = stage.kind === 'renew' || stage.kind === 'off';
  return (
    <div className="grid gap-4">
      <p className="text-slate-800" data-testid="second-factor-on">
        {t('on', { count: left })}
      </p>
      {asking ? (
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (stage.kind === 'renew' ? actions.renew(code) : actions.turnOff(password, code));
          }}
        >
          {stage.kind === 'off' ? (
            <div>
              <Label htmlFor={`${id}-password`}>{t('off.password')}</Label>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          ) : null}
          <CodeField id={`${id}-code`} label={t('anyCodeLabel')} value={code} onChange={setCode} />
          <FormAlert>{actions.error}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              variant={stage.kind === 'off' ? 'destructive' : 'primary'}
              disabled={actions.busy}
            >
              {t(stage.kind === 'off' ? 'off.submit' : 'renew.submit')}
            </Button>
            <Button type="button" variant="outline" onClick={() => actions.go({ kind: 'idle' })}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => actions.go({ kind: 'renew' })}>
            {t('renew.start')}
          </Button>
          <Button variant="outline" onClick={() => actions.go({ kind: 'off' })}>
            {t('off.start')}
          </Button>
        </div>
      )}
    </div>
  );
}
