import { SimpleGrid } from '@chakra-ui/react';
import { invalidates } from '../../../api/queries';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Input, Textarea } from '../../../components/ui/input';
import { teamMemberUpdateSchema } from '../../../contract/admin';
import { API } from '../../../contract/endpoints';
import type { TeamMember } from '../../../contract/entities';
import { EditDialog } from './edit-dialog';
import { useSave } from './use-save';

export function TeamDialog({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const form = useZodForm(teamMemberUpdateSchema, {
    id: member.id,
    name: member.name,
    role: member.role,
    description: member.description,
    imageUrl: member.imageUrl,
    email: member.email ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    twitterUrl: member.twitterUrl ?? '',
    githubUrl: member.githubUrl ?? '',
  });
  const save = useSave({
    path: API.teamMember(member.id),
    invalidate: invalidates.team,
    success: 'Team member updated successfully',
    failure: 'Failed to update team member',
    form,
    onSaved: onClose,
  });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <EditDialog
      title="Edit Member"
      open
      onClose={onClose}
      saving={save.isPending}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Full Name" required error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Job Title/Role" required error={errors.role?.message}>
          <Input {...register('role')} />
        </FormField>
      </SimpleGrid>
      <FormField label="Bio/Description" required error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField label="Profile Photo URL" required error={errors.imageUrl?.message}>
        <Input {...register('imageUrl')} />
      </FormField>
      <FormField label="Email Address" error={errors.email?.message}>
        <Input type="email" {...register('email')} />
      </FormField>
      <FormField label="LinkedIn URL" error={errors.linkedinUrl?.message}>
        <Input type="url" {...register('linkedinUrl')} />
      </FormField>
      <FormField label="Twitter URL" error={errors.twitterUrl?.message}>
        <Input type="url" {...register('twitterUrl')} />
      </FormField>
      <FormField label="GitHub URL" error={errors.githubUrl?.message}>
        <Input type="url" {...register('githubUrl')} />
      </FormField>
    </EditDialog>
  );
}
