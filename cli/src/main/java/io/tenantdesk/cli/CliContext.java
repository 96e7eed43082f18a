package io.tenantdesk.cli;

import io.tenantdesk.aws.connect.MfaPrompt;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.local.DynaliteSetup;
import java.io.Console;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything a command reaches outside itself, so tests run commands in-process with captured streams, a
 * fixed environment and clock, and their own way of stopping the demo.
 *
 * @param out             where results go (reports, exports, problems); UTF-8
 * @param err             messages and progress; UTF-8
 * @param env             environment variables and properties: AWS files, profile, home folder
 * @param stderrTerminal  whether {@code err} is a terminal, so progress lines are worth drawing
 * @param endpoints       STS and SSO portal endpoints (the standard ones outside tests)
 * @param dynalite        where dynalite is, or is installed, for {@code tenantdesk demo}
 * @param demoStop        how {@code tenantdesk demo} waits to be stopped
 * @param mfa             asks for an MFA code when {@code --mfa-code} gives none (on the terminal, if there is one)
 * @param sdk             keeps what the SDK reads of this process's AWS files parseable
 */
public record CliContext(
        PrintStream out,
        PrintStream err,
        HostEnvironment env,
        Clock clock,
        boolean stderrTerminal,
        ServiceEndpoints endpoints,
        DynaliteSetup dynalite,
        StopSignal demoStop,
        MfaPrompt mfa,
        SdkProfileView sdk) {

    public CliContext {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(err, "err");
        Objects.requireNonNull(env, "env");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(endpoints, "endpoints");
        Objects.requireNonNull(dynalite, "dynalite");
        Objects.requireNonNull(demoStop, "demoStop");
        Objects.requireNonNull(mfa, "mfa");
        Objects.requireNonNull(sdk, "sdk");
    }

    /** With no one to ask for an MFA code: a profile that needs one needs {@code --mfa-code}. */
    public CliContext(
            PrintStream out,
            PrintStream err,
            HostEnvironment env,
            Clock clock,
            boolean stderrTerminal,
            ServiceEndpoints endpoints,
            DynaliteSetup dynalite,
            StopSignal demoStop) {
        this(
                out,
                err,
                env,
                clock,
                stderrTerminal,
                endpoints,
                dynalite,
                demoStop,
                MfaPrompt.none(),
                new SdkProfileView(HostEnvironment.system()));
    }

    /** This process: its standard streams (as UTF-8), environment and clock; the demo stops on Ctrl-C or SIGTERM. */
    public static CliContext system() {
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        HostEnvironment env = sdk.userEnvironment();
        return new CliContext(
                new PrintStream(System.out, false, StandardCharsets.UTF_8),
                new PrintStream(System.err, true, StandardCharsets.UTF_8),
                env,
                Clock.systemUTC(),
                stderrIsTerminal(),
                ServiceEndpoints.standard(),
                DynaliteSetup.forThisProcess(UserFolders.resolve(env).data()),
                StopSignal.processShutdown(),
                CliContext::askOnTerminal,
                sdk);
    }

    /** As the AWS CLI asks: "Enter MFA code for arn:aws:iam::123456789012:mfa/ana: ", when there is a terminal. */
    private static Optional<String> askOnTerminal(String profile, String mfaSerial) {
        Console console = System.console();
        if (console == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(console.readLine("Enter MFA code for %s: ", mfaSerial))
                .map(String::strip)
                .filter(code -> !code.isEmpty());
    }

    /**
     * Java 17 cannot ask whether one stream is a terminal: on Linux, see where file descriptor 2 leads;
     * elsewhere, fall back to whether the process has a console at all.
     */
    private static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        try {
            if (Files.exists(fd)) {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            }
        } catch (java.io.IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
        return System.console() != null;
    }
}
