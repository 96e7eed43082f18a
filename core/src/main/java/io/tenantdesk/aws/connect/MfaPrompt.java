package io.tenantdesk.aws.connect;

import java.util.Optional;

/**
 * Asks the user for the current code of an MFA device when an assume-role profile names one ({@code mfa_serial}).
 * Called on the thread that needs the credentials, never the UI thread: an implementation may block until the user
 * answers. The console asks with a dialog; the command line takes {@code --mfa-code} or asks on the terminal.
 */
@FunctionalInterface
public interface MfaPrompt {

    /**
     * @param profile   the profile whose role is being assumed
     * @param mfaSerial the device, as {@code mfa_serial} names it (an ARN, or a hardware token's serial number)
     * @return the code, or empty when the user declined or there is no one to ask
     */
    Optional<String> code(String profile, String mfaSerial);

    /** No one to ask: a profile that needs a code cannot be used. */
    static MfaPrompt none() {
        return (profile, mfaSerial) -> Optional.empty();
    }
}
