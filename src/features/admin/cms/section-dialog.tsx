import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { homepageSectionSchemas, sectionFields } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import { sectionVersionOf } from '../../../contract/versions';
import { EditDialog } from './edit-dialog';
import type { SectionMeta } from './sections';
import { useSave } from './use-save';

type SectionContent = Readonly<Record<string, unknown>> | undefined;

interface SectionDialogProps {
  section: SectionMeta;
  /** The section's current content, as GET /api/homepage answers it. */
  current: SectionContent;
  onClose: () => void;
}

export function SectionDialog({ section, current, onClose }: SectionDialogProps) {
  const fieldNames = section.fields.map(({ name }) => name);
  // An empty text shows the section's default, as the home page does.
  const toForm = (content: SectionContent) =>
    Object.fromEntries(
      fieldNames.map((name) => {
        const value = content?.[name];
        return [
          name,
          typeof value === 'string' && value !== '' ? value : (section.defaults[name] ?? ''),
        ];
      }),
    ) as never;
  const form = useZodForm(homepageSectionSchemas[section.id], toForm(current));
  const save = useSave({
    path: API.homepageSection(section.id),
    invalidate: invalidates.homepage,
    success: 'Section updated successfully',
    failure: 'Failed to update section',
    form,
    onSaved: onClose,
    item: current,
    toForm,
    labels: Object.fromEntries(section.fields.map(({ name, label }) => [name, label])),
    versionOf: (content) => sectionVersionOf(content, sectionFields(section.id)),
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const register = form.register as unknown as (name: string) => ReturnType<typeof form.register>;
  return (
    <EditDialog
      title={`Edit ${section.title}`}
      open
      onClose={onClose}
      saving={save.isPending}
      dirty={form.formState.isDirty}
      conflict={save.conflict}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      {section.fields.map((field) => (
        <FormField
          key={field.name}
          label={field.label}
          helper={field.help}
          required={field.required}
          error={errors[field.name]?.message}
        >
          {field.kind === 'textarea' ? (
            <Textarea rows={3} {...register(field.name)} />
          ) : (
            <Input {...register(field.name)} />
          )}
        </FormField>
      ))}
    </EditDialog>
  );
}
