import { useNavigate } from 'react-router-dom';
import { Form } from 'react-final-form';
import { useQueryClient } from '@tanstack/react-query';
import { addCaseFormSchema, CASE_CATEGORY_VALUE } from '@mediation/protocol';
import type { CaseCategory } from '@mediation/protocol';
import { Button, Card, useToast } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { usePreferences } from '../../theme/Preferences';
import { SelectFormField, TextAreaFormField, TextFormField } from '../../components/FormFields';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { categoryOptions } from '../../lib/categories';
import { useFailureToast } from '../../lib/useFailureToast';
import { focusFirstError } from '../../lib/focusFirstError';
import { validateWith } from '../../lib/validate';
import { FormActions, PageHeading } from '../../components/Page';
import { FormPanel, FormStack } from './Mediator.styles';

interface Values {
  title: string;
  category: CaseCategory | '';
  sub_category: string;
  problem_brief: string;
}

/** /Mediator/new-case: the Add Case form; on success back to the dashboard. */
export default function NewCase() {
  const t = useScreenText();
  const tEntry = useText();
  const api = useApi();
  const { locale } = usePreferences();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const failed = useFailureToast();

  const submit = async (values: Values) => {
    if (!user || values.category === '') return;
    try {
      await api.cases.create({
        title: values.title.trim(),
        category: CASE_CATEGORY_VALUE[values.category],
        sub_category: values.sub_category?.trim() ?? '',
        problem_brief: values.problem_brief?.trim() ?? '',
        mediator: user.id,
        // The case speaks the language its mediator reads the platform in (their account's, once chosen).
        language: locale,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.cases.pages(user.id, 'open') });
      toast({ title: t('newCase.created'), description: values.title.trim(), variant: 'success' });
      navigate('/Mediator/dashboard');
    } catch (error) {
      failed(t('action.createCase'), error);
    }
  };

  return (
    <FormPanel>
      <PageHeading>{t('mediator.menu.newCase')}</PageHeading>
      <Card>
        <Form<Values>
          initialValues={{ title: '', category: '', sub_category: '', problem_brief: '' }}
          validate={validateWith(addCaseFormSchema)}
          onSubmit={submit}
          render={({ handleSubmit, submitting }) => (
            <FormStack noValidate onSubmit={focusFirstError(handleSubmit)}>
              <TextFormField name="title" dir="auto" label={t('newCase.title')} isRequired autoComplete="off" />
              <SelectFormField
                name="category"
                label={t('newCase.category')}
                isRequired
                placeholder={t('newCase.categoryPlaceholder')}
                options={categoryOptions(tEntry)}
              />
              <TextFormField name="sub_category" dir="auto" label={t('newCase.subCategory')} autoComplete="off" />
              <TextAreaFormField name="problem_brief" dir="auto" label={t('newCase.problemBrief')} rows={5} />
              <FormActions>
                <Button variant="secondary" onClick={() => navigate('/Mediator/dashboard')}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" isPending={submitting}>
                  {t('common.submit')}
                </Button>
              </FormActions>
            </FormStack>
          )}
        />
      </Card>
    </FormPanel>
  );
}
