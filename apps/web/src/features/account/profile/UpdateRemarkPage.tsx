// /updateRemark: the nickname (UpdateInfoDto's rule: not blank, text, letters and digits), once a week
// (from nicknameChangedAt), checked for banned words with `POST /common/word/valid` before it is saved.
import type { Language } from '@p2p/i18n';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isWordValid } from '../../../api/profile';
import { useUserInfo } from '../../../hooks/useAccount';
import { FormField } from '../forms/FormField';
import { UpdateInfoForm } from '../forms/formClasses';
import { EditPage, useEditDone } from './EditPage';
import { formatDateTime, nextNicknameChange } from './format';
import { useUpdateInfo } from './useUpdateInfo';
import { SubmitButton } from '../forms/SubmitButton';

/** 1023: sensitive or banned words. */
export const BANNED_WORDS_MESSAGE = 'errors.1023';

export default function UpdateRemarkPage() {
  const { t, i18n } = useTranslation();
  const user = useUserInfo().data;
  const update = useUpdateInfo();
  const done = useEditDone();
  const next = nextNicknameChange(user?.nicknameChangedAt);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateInfoForm>({
    resolver: classValidatorResolver(UpdateInfoForm),
    defaultValues: { nickname: '' },
    mode: 'onTouched',
  });

  const current = user?.nickname ?? '';
  useEffect(() => {
    if (!isDirty) reset({ nickname: current });
  }, [current, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const nickname = (values.nickname ?? '').trim();
    try {
      if (!(await isWordValid(nickname))) {
        setError('nickname', { message: BANNED_WORDS_MESSAGE });
        return;
      }
      await update.mutateAsync({ nickname });
    } catch {
      return; // shown by the API wrapper (1031, 1024, 1023, ...)
    }
    done('web.account.remark.success');
  });

  const rule = next
    ? t('web.account.remark.locked', { date: formatDateTime(i18n.language as Language, next) })
    : t('web.account.remark.rule');

  return (
    <EditPage
      testId="update-remark"
      current={{ label: t('web.account.remark.current'), value: current || t('web.account.center.notSet') }}
      hint={rule}
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormField
          label={t('web.account.fields.nickname')}
          placeholder={t('web.account.fields.nicknamePlaceholder')}
          autoComplete="nickname"
          maxLength={20}
          disabled={Boolean(next)}
          registration={register('nickname')}
          testId="remark-nickname"
          error={errors.nickname?.message}
          hint={t('web.account.fields.nicknameRule')}
        />
        <SubmitButton
          busy={isSubmitting}
          disabled={Boolean(next)}
          label={t('web.account.save')}
          testId="remark-submit"
        />
      </form>
    </EditPage>
  );
}
