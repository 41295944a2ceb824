/** The user as every auth call returns it (spec §3). */
export interface PublicUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  accountType: 'individual' | 'business' | null;
  phoneNumber: string | null;
  postcode: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isEmailVerified: boolean;
  isProfileComplete: boolean;
  createdAt: string;
}

export interface LoginResponse {
  token?: string;
  user?: PublicUser;
  message: string;
  requiresVerification?: boolean;
  email?: string;
}

export interface RegisterResponse {
  token?: string;
  user: PublicUser;
  requiresVerification: boolean;
  devMode: boolean;
  message: string;
}
