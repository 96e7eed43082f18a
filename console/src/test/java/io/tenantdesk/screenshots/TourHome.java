package io.tenantdesk.screenshots;

import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.ui.app.ConsoleWindows;
import io.tenantdesk.ui.app.HomeConsoles;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The tour's own home: AWS files of its own and the console's folders inside a scratch folder, never the user's. */
final class TourHome {

    private TourHome() {}

    /** A home with AWS config files: some profiles of each kind, or none at all. */
    static HostEnvironment aws(Path scratch, boolean withProfiles) {
        Path home = scratch.resolve(withProfiles ? "home-profiles" : "home-empty");
        try {
            Files.createDirectories(home.resolve(".aws"));
            Files.writeString(home.resolve(".aws/config"), !withProfiles ? "" : """
                    [default]
                    region = eu-west-1

                    [profile prod-support]
                    sso_session = acme
                    sso_account_id = 111122223333
                    sso_role_name = SupportReadOnly
                    region = eu-west-1

                    [profile staging]
                    role_arn = arn:aws:iam::444455556666:role/Support
                    source_profile = default
                    region = eu-central-1

                    [sso-session acme]
                    sso_start_url = https://acme.awsapps.com/start
                    sso_region = eu-west-1
                    """);
            Files.writeString(home.resolve(".aws/credentials"), !withProfiles ? "" : """
                    [default]
                    aws_access_key_id = AKIAEXAMPLEEXAMPLE00
                    aws_secret_access_key = example/example/example/example/example0
                    """);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return HomeConsoles.linuxHome(home);
    }

    /** Console windows built as the app builds them, over the tour's home with profiles. */
    static ConsoleWindows consoles(
            Path scratch,
            UiExecutors executors,
            List<PlatformDescriptor> platforms,
            ChangeJournal journal,
            boolean demo) {
        return HomeConsoles.consoles(aws(scratch, true), executors, platforms, journal, demo);
    }
}
