import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import { ZSetFlag, type TFlag, type TSetFlag } from '@/domain/schemas/acquisition-flag';
import { DateField } from '../../../components/form/date-field';
import { useNotify } from '../../../components/notify';
import { useSetFlag } from '../api/set-flag';

const useStyles = makeStyles({ body: { display: 'grid', gap: tokens.spacingVerticalL, alignContent: 'start' } });

/**
 * The flag drawer (spec 001 s4.2, s5): on or off, a date required when on. A failed save keeps the drawer open with
 * 'savingFailedInvalidResponsePayload' (spec 001 s8).
 */
export function FlagDrawer({ id, flag, onClose }: { id: string; flag: TFlag | undefined; onClose: () => void }) {
  const { t } = useTranslation('acquisition');
  const { t: tAny } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const save = useSetFlag(id);
  const [failed, setFailed] = useState(false);
  const form = useForm<TSetFlag>({
    resolver: zodResolver(ZSetFlag) as never,
    defaultValues: { isFlagged: flag?.isFlagged ?? false, flagDate: flag?.flagDate ?? null },
  });
  const on = form.watch('isFlagged');
  const dateError = form.formState.errors.flagDate?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      await save.mutateAsync({ isFlagged: values.isFlagged, flagDate: values.isFlagged ? values.flagDate : null });
      notify(t('flag.saved'), 'success');
      onClose();
    } catch {
      setFailed(true);
      notify(t('flag.savingFailedInvalidResponsePayload'), 'error');
    }
  });
  return (
    <OverlayDrawer open position="end" onOpenChange={(_, d) => !d.open && onClose()} aria-labelledby="flag-title">
      <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
        <DrawerHeader>
          <DrawerHeaderTitle
            id="flag-title"
            action={<Button appearance="subtle" aria-label={t('dialog.cancel')} icon={<DismissRegular />} onClick={onClose} />}
          >
            {t('flag.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody className={styles.body}>
          {failed && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t('flag.savingFailedInvalidResponsePayload')}</MessageBarBody>
            </MessageBar>
          )}
          <Controller
            control={form.control}
            name="isFlagged"
            render={({ field }) => (
              <Switch label={t('flag.on')} checked={field.value === true} onChange={(_, d) => field.onChange(d.checked)} />
            )}
          />
          {on && (
            <Controller
              control={form.control}
              name="flagDate"
              render={({ field }) => (
                <DateField
                  label={t('flag.date')}
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={dateError ? (tAny as (k: string) => string)(dateError) : undefined}
                />
              )}
            />
          )}
        </DrawerBody>
        <DrawerFooter>
          <Button appearance="primary" type="submit" disabled={save.isPending}>
            {t('flag.save')}
          </Button>
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        </DrawerFooter>
      </form>
    </OverlayDrawer>
  );
}
