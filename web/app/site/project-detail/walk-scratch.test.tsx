import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ProjectDetail } from '../../api/types';
import { ProjectDetailView } from './project-view';

it('shows the new field on the public page', () => {
  const project = {
    slug: 's', title: 'T', category: 'C', location: '', upcoming: false, cover: null, logo: null, gallery: [],
    description: 'd', client: 'Cl', date: '', testimonial: '', testimonial_author: '', testimonial_role: '',
    type: '', launch: '', area: '', site_area: '40,000 sq ft',
  } satisfies ProjectDetail;
  render(<ProjectDetailView project={project} />);
  expect(screen.getByText('Site area')).toBeInTheDocument();
  expect(screen.getByText('40,000 sq ft')).toBeInTheDocument();
});
