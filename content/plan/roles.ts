import { l, type Localized } from './text';

export interface RoleOption {
  code: string;
  label: Localized;
}

/** Current job roles a person picks from (GET /agile-plan/get-job-roles). */
export const JOB_ROLES: readonly RoleOption[] = [
  {
    code: 'TEAM_LEAD',
    label: l('Team lead', 'Líder de equipo', 'チームリーダー', '团队负责人', "Chef d'équipe", 'Pemimpin tim', 'Teamleitung', 'Líder de equipe'),
  },
  {
    code: 'PROJECT_LEAD',
    label: l(
      'Project or programme lead',
      'Responsable de proyecto o programa',
      'プロジェクト・プログラム責任者',
      '项目或项目群负责人',
      'Responsable de projet ou de programme',
      'Pemimpin proyek atau program',
      'Projekt- oder Programmleitung',
      'Responsável de projeto ou programa',
    ),
  },
  {
    code: 'FUNCTIONAL_MANAGER',
    label: l(
      'Functional manager',
      'Gerente funcional',
      '部門マネージャー',
      '职能经理',
      'Responsable fonctionnel',
      'Manajer fungsional',
      'Fachbereichsleitung',
      'Gerente funcional',
    ),
  },
  {
    code: 'GENERAL_MANAGER',
    label: l(
      'General manager',
      'Director general',
      'ゼネラルマネージャー',
      '总经理',
      'Directeur général',
      'Manajer umum',
      'Geschäftsleitung',
      'Gerente geral',
    ),
  },
];

/** Roles a person may aim for next (GET /agile-plan/next-role-options); a custom label is allowed too. */
export const NEXT_ROLE_OPTIONS: readonly RoleOption[] = [
  ...JOB_ROLES,
  {
    code: 'SENIOR_EXECUTIVE',
    label: l(
      'Senior executive',
      'Alto directivo',
      '上級役員',
      '高级管理人员',
      'Cadre dirigeant',
      'Eksekutif senior',
      'Oberste Führungskraft',
      'Executivo sênior',
    ),
  },
];

/** The challenge set used for a next role the person wrote themselves. */
export const CUSTOM_ROLE_CODE = 'CUSTOM';
