import { LIST_LIMITS } from '@watchify/contract';
import type { lists as en } from '../en/lists';

export const lists: typeof en = {
  errors: {
    nameRequired: 'Lütfen listeye bir ad verin.',
    nameTooLong: `Liste adı en fazla ${LIST_LIMITS.nameMaxLength} karakter olabilir.`,
    descriptionTooLong: `Açıklama en fazla ${LIST_LIMITS.descriptionMaxLength} karakter olabilir.`,
    noteTooLong: `Not en fazla ${LIST_LIMITS.noteMaxLength} karakter olabilir.`,
    listNotFound: 'Liste bulunamadı.',
    titleNotFound: 'Bu yapım katalogda yok.',
    alreadyInList: 'Bu yapım zaten listede.',
    itemNotFound: 'Bu yapım listede yok.',
    positionOutOfRange: 'Listede böyle bir sıra yok.',
    listFull: `Bir liste en fazla ${LIST_LIMITS.itemsPerList} yapım içerebilir.`,
    tooManyLists: `En fazla ${LIST_LIMITS.listsPerOwner} listeniz olabilir.`,
    notCollaborator: 'Listedeki yapımları yalnızca listenin sahibi ve ortak düzenleyenleri değiştirebilir.',
    ownerOnly: 'Bunu yalnızca listenin sahibi yapabilir.',
    notCollaborative: 'Arkadaşlarınızı davet etmeden önce listeyi ortak düzenlemeye açın.',
    notFriends: 'Bir listeye yalnızca arkadaşlarınızı davet edebilirsiniz.',
    collaboratorNotFound: 'Bu kişi listenin ortak düzenleyenlerinden biri değil.',
    tooManyCollaborators: `Bir listenin en fazla ${LIST_LIMITS.collaboratorsPerList} ortak düzenleyeni olabilir.`,
    unknown: 'Bir şeyler ters gitti. Lütfen tekrar deneyin.',
  },
};
