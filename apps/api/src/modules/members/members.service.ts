import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MemberEntity } from './member.entity';

@Injectable()
export class MembersService {
  constructor(@InjectRepository(MemberEntity) private readonly members: Repository<MemberEntity>) {}

  findByPhone(phoneNumber: string): Promise<MemberEntity | null> {
    return this.members.findOne({ where: { phoneNumber } });
  }

  /** The member of a valid token; 401 when the account no longer exists. */
  async get(id: string): Promise<MemberEntity> {
    const member = await this.members.findOne({ where: { id } });
    if (!member) throw new UnauthorizedException('Please sign in.');
    return member;
  }
}
