package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/** The command line as a whole: which arguments it takes from the launcher, its help, and its exit codes. */
@Isolated
class CliTest {

    @TempDir
    Path home;

    @Test
    void takesCommandsAndHelpAndLeavesEverythingElseToTheConsole() {
        assertThat(Cli.isCommand(new String[] {"lint", "--platform", "x"})).isTrue();
        assertThat(Cli.isCommand(new String[] {"schema", "check", "a.json"})).isTrue();
        assertThat(Cli.isCommand(new String[] {"export"})).isTrue();
        assertThat(Cli.isCommand(new String[] {"demo"})).isTrue();
        assertThat(Cli.isCommand(new String[] {"--help"})).isTrue();
        assertThat(Cli.isCommand(new String[] {})).isFalse();
        assertThat(Cli.isCommand(new String[] {"--demo"})).isFalse();
        assertThat(Cli.isCommand(new String[] {"--demo-size", "small", "lint"})).isFalse();
    }

    @Test
    void theLauncherHandsEveryCommandToTheCommandLine() {
        assertThat(new Cli(CliContext.system()).commandLine().getSubcommands().keySet())
                .isNotEmpty()
                .allSatisfy(command -> assertThat(Cli.isCommand(new String[] {command, "--help"}))
                        .as("`tenantdesk %s` reaches the command line, not the console's options", command)
                        .isTrue());
    }

    @Test
    void helpListsTheCommandsAndTheLaunchersOptions() {
        CliRunner cli = new CliRunner(home, Instant.now());
        String consoleUsage = "Usage: tenantdesk [--demo]";

        CliRunner.Result alone = cli.run("--help");
        CliRunner.Result top = cli.runWithLauncherUsage(consoleUsage, "--help");
        CliRunner.Result help = cli.run("help", "lint");
        CliRunner.Result lint = cli.run("lint", "--help");
        CliRunner.Result schema = cli.run("schema", "check", "-h");

        assertThat(top.exit()).isZero();
        assertThat(alone.exit()).isZero();
        assertThat(alone.out()).contains("lint", "export", "schema", "demo").doesNotContain("console window");
        assertThat(top.out())
                .contains("lint", "export", "schema", "demo")
                .contains("Without a command, tenantdesk opens the console window:", consoleUsage);
        assertThat(help.exit()).isZero();
        assertThat(help.out()).contains("--strict-ttl").contains("tenantdesk-lint/1");
        assertThat(lint.out()).isEqualTo(help.out());
        assertThat(schema.exit()).isZero();
        assertThat(schema.out()).contains("file: JSON path: reason");
    }

    @Test
    void wrongArgumentsExitTwoAndPointAtTheHelp() {
        CliRunner.Result result = new CliRunner(home, Instant.now()).run("export", "--platform", "app_data");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err())
                .startsWith("tenantdesk export: Missing required options")
                .contains("See 'tenantdesk export --help'.");
    }

    @Test
    void aDescriptorFileThatCannotBeUsedListsItsProblems() throws IOException {
        Path descriptor = home.resolve("broken.json");
        Files.writeString(descriptor, "{}");

        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run("lint", "--platform", descriptor.toString(), "--endpoint", "http://127.0.0.1:1");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err())
                .startsWith("tenantdesk lint: the descriptor cannot be used:\n  " + descriptor
                        + ": $.platform: `platform` is required");
    }
}
