import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from '../../components/use-translation';
import { saveUserInformationCall, ZSaveUserInformation } from '@/domain/schemas/user-profile';
import { callApi } from '../../api/client';
import { useNotify } from '../../components/notify';
import { useOnlineStatus } from '../../offline/online-status';
import { authKeys } from './api/auth-keys';
import { useSession } from '@/web/session/use-session';

const ZProfileForm = ZSaveUserInformation.omit({ requireContactInfoConfirmation: true });
type ProfileForm = { email: string; phone: string; signature: string };

const useStyles = makeStyles({ form: { display: 'grid', gap: tokens.spacingVerticalM } });

interface EditProfileDialogProps {
  open: boolean;
  onClose: () => void;
  /** 'confirm' when the service asks the user to confirm the contact information. */
  mode?: 'edit' | 'confirm';
  initial?: Partial<ProfileForm>;
}

/** 'Endre profil': full name, e-mail, phone, job title (signature); saved with requireContactInfoConfirmation=false. */
export function EditProfileDialog({ open, onClose, mode = 'edit', initial }: EditProfileDialogProps) {
  const { t } = useTranslation(['settings', 'common']);
  const styles = useStyles();
  const { profile, contextToken } = useSession();
  const notify = useNotify();
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: {
      email: initial?.email || profile.email,
      phone: initial?.phone || profile.phone,
      signature: initial?.signature || profile.signature,
    },
  });
  const save = useMutation({
    mutationFn: (values: ProfileForm) =>
      callApi(saveUserInformationCall, { body: { ...values, requireContactInfoConfirmation: false } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(authKeys.profile(contextToken), saved);
      notify(t('editProfile.saved'), 'success');
      onClose();
    },
    onError: () => notify(t('editProfile.saveFailed'), 'error'),
  });
  const errorText = (message?: string) =>
    message ? t(message as 'userProfile.validation.email', message) : undefined;
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface aria-describedby={undefined}>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <DialogBody>
            <DialogTitle>
              {mode === 'confirm' ? t('editProfile.confirmTitle') : t('editProfile.title')}
            </DialogTitle>
            <DialogContent className={styles.form}>
              {mode === 'confirm' && <Text>{t('editProfile.confirmIntro')}</Text>}
              <Field label={t('editProfile.name')}>
                <Text weight="semibold">{profile.name}</Text>
              </Field>
              <Field
                label={t('editProfile.email')}
                required
                validationMessage={errorText(errors.email?.message)}
              >
                <TextInput control={form.control} name="email" type="email" autoComplete="email" />
              </Field>
              <Field label={t('editProfile.phone')} validationMessage={errorText(errors.phone?.message)}>
                <TextInput control={form.control} name="phone" type="tel" autoComplete="tel" />
              </Field>
              <Field
                label={t('editProfile.signature')}
                validationMessage={errorText(errors.signature?.message)}
              >
                <TextInput control={form.control} name="signature" autoComplete="organization-title" />
              </Field>
              {!online && <Text role="status">{t('editProfile.offline')}</Text>}
            </DialogContent>
            <DialogActions>
              <Button type="button" onClick={onClose}>
                {t('common:cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={save.isPending || !online}>
                {t('common:ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

interface TextInputProps {
  control: Control<ProfileForm>;
  name: keyof ProfileForm;
  type?: 'email' | 'tel' | 'text';
  autoComplete: string;
}

/** A Fluent Input bound to the form (controlled, so the stored values show when the dialog opens). */
function TextInput({ control, name, type = 'text', autoComplete }: TextInputProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input
          type={type}
          autoComplete={autoComplete}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(_, data) => field.onChange(data.value)}
        />
      )}
    />
  );
}
