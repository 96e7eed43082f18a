package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.aws.AwsStub;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.testing.ExportWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tenantdesk lint --export}: the demo data written as a DynamoDB export to S3 (DYNAMODB_JSON, gzipped data
 * files, both manifests) and linted from a folder and from S3, against the same items linted live in dynalite.
 */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LintExportTest {

    private static final String BUCKET = "tenantdesk-exports";

    /** The demo's TTLs are relative to the time it is generated: some passed, some not. */
    private final Instant exported = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    private LocalDynamo dynamo;
    private SharedDemo demo;
    private CliRunner cli;
    private Path root;
    private Path appData;
    private Path sessions;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path home, @TempDir Path root) {
        this.dynamo = dynamo;
        this.root = root;
        cli = new CliRunner(home, Instant.parse("2026-06-01T00:00:00Z"));
        demo = dynamo.sharedDemo();
        Map<String, DemoDataset> loaded = demo.data(List.of("app_data", "wallcrawler"));
        DemoDataset appDataDemo = loaded.get("app_data");
        DemoDataset wallcrawler = loaded.get("wallcrawler");
        ExportWriter writer = new ExportWriter();
        appData = writer.write(
                root.resolve("app_data"),
                "prod-app_data",
                appDataDemo.itemsByTable().get("app_data"),
                7,
                exported);
        sessions = writer.write(
                root.resolve("sessions"),
                "prod-wallcrawler-sessions",
                wallcrawler.itemsByTable().get("wallcrawler-sessions"),
                5,
                exported);
    }

    private CliRunner.Result lintExport(String platform, Object export, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "lint", "--platform", platform, "--export", export.toString(), "--format", "json", "--examples", "3"));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    private CliRunner.Result lintLive(String platform, String... more) {
        return lintLive(dynamo.endpoint(), platform, more);
    }

    private CliRunner.Result lintLive(URI endpoint, String platform, String... more) {
        List<String> args = new ArrayList<>(List.of(
                "lint",
                "--platform",
                platform,
                "--endpoint",
                endpoint.toString(),
                "--table-prefix",
                demo.tablePrefix(),
                "--format",
                "json",
                "--examples",
                "3",
                "--checked-at",
                exported.toString()));
        args.addAll(List.of(more));
        return cli.run(args.toArray(String[]::new));
    }

    @Test
    void anExportGivesTheLiveTablesReportWithoutReadingTheTable() {
        CliRunner.Result export = lintExport("app_data", appData);
        CliRunner.Result live;
        try (FaultProxy server = FaultProxy.start(dynamo.endpoint())) {
            live = lintLive(server.endpoint(), "app_data");

            assertThat(server.received("Scan"))
                    .as("the live lint reads through the proxy")
                    .isPositive();
            assertThat(server.writesReceived()).as("lint never writes").isZero();
        }

        assertThat(export.err()).isEmpty();
        assertThat(export.exit()).isEqualTo(live.exit()).isEqualTo(1);
        JsonNode report = export.json();
        assertThat(report.get("source").asText()).isEqualTo("export");
        assertThat(report.get("connection").asText())
                .contains(appData.toString())
                .contains("prod-app_data");
        assertThat(report.get("checkedAt").asText())
                .as("TTLs compared with the export time")
                .isEqualTo(exported.toString());
        JsonNode table = Expected.table(report, "app_data");
        assertThat(table.get("physicalTable").asText()).isEqualTo("prod-app_data");
        assertThat(table.get("capacityUnits").asDouble()).as("no read capacity").isZero();
        assertThat(Expected.table(live.json(), "app_data").get("capacityUnits").asDouble())
                .isPositive();
        assertThat(comparable(report)).isEqualTo(comparable(live.json()));
    }

    @Test
    void aTableOfAManyTablePlatformIsNamedWithTable() {
        CliRunner.Result export = lintExport("wallcrawler", sessions, "--table", "wallcrawler-sessions");
        CliRunner.Result live = lintLive("wallcrawler", "--table", "wallcrawler-sessions");
        CliRunner.Result unnamed = lintExport("wallcrawler", sessions);

        assertThat(export.err()).isEmpty();
        assertThat(Expected.table(export.json(), "wallcrawler-sessions")
                        .get("ttlExpired")
                        .get("count")
                        .asLong())
                .isPositive();
        assertThat(comparable(export.json())).isEqualTo(comparable(live.json()));
        assertThat(unnamed.exit()).isEqualTo(2);
        assertThat(unnamed.err()).contains("an export holds one table").contains("--table T");
    }

    @Test
    void eightSharesOfAnExportMergedAreTheWholeExportsReport() throws IOException {
        CliRunner.Result whole = lintExport("app_data", appData);
        List<String> merge = new ArrayList<>(List.of("lint", "merge"));
        long items = 0;
        for (int i = 0; i < 8; i++) {
            CliRunner.Result share = lintExport("app_data", appData, "--segment", i + "/8", "--segments", "2");
            assertThat(share.err()).isEmpty();
            items += share.json().get("totals").get("items").asLong();
            Path file = root.resolve("share-" + i + ".json");
            Files.writeString(file, share.out());
            merge.add(file.toString());
        }

        CliRunner.Result merged = cli.run(merge.toArray(String[]::new));

        assertThat(items).isEqualTo(whole.json().get("totals").get("items").asLong());
        assertThat(merged.err()).isEmpty();
        ObjectNode expected = (ObjectNode) LintShareTest.withoutTimes(whole.json());
        ObjectNode actual = (ObjectNode) LintShareTest.withoutTimes(merged.json());
        expected.remove("segments");
        actual.remove("segments");
        assertThat(actual).isEqualTo(expected);
    }

    @Test
    void anExportInS3IsReadThroughTheSdk() throws IOException {
        String url = "s3://" + BUCKET + "/" + root.resolve("app_data").relativize(appData) + "/";
        try (S3FolderStub s3 = S3FolderStub.serve(BUCKET, root.resolve("app_data"))) {
            CliRunner.Result fromS3 =
                    lintExport("app_data", url, "--s3-endpoint", s3.endpoint().toString());
            CliRunner.Result missing = lintExport(
                    "app_data",
                    url.replace("AWSDynamoDB", "Elsewhere"),
                    "--s3-endpoint",
                    s3.endpoint().toString());

            assertThat(fromS3.err()).isEmpty();
            assertThat(comparable(fromS3.json()))
                    .isEqualTo(comparable(lintExport("app_data", appData).json()));
            assertThat(fromS3.json().get("connection").asText()).contains(url);
            assertThat(s3.requested())
                    .anyMatch(k -> k.endsWith("/manifest-summary.json"))
                    .anyMatch(k -> k.endsWith("/manifest-files.json"))
                    .anyMatch(k -> k.contains("/data/"));
            assertThat(missing.exit()).isEqualTo(2);
            assertThat(missing.err())
                    .contains(url.replace("AWSDynamoDB", "Elsewhere") + "manifest-summary.json: no such object");
        }
    }

    @Test
    void anExportInS3IsSignedWithTheProfilesCredentialsAndRegion(@TempDir Path home) throws IOException {
        String url = "s3://" + BUCKET + "/" + root.resolve("app_data").relativize(appData) + "/";
        Files.writeString(
                home.resolve("aws-config"),
                "[profile exports]\nregion = eu-west-1\nservices = local\n[services local]\ndynamodb =\n"
                        + "  endpoint_url = " + dynamo.endpoint() + "\n");
        Files.writeString(
                home.resolve("aws-credentials"),
                "[exports]\naws_access_key_id = AKIAEXPORTREADER0001\naws_secret_access_key = exports-secret\n");
        try (S3FolderStub s3 = S3FolderStub.serve(BUCKET, root.resolve("app_data"));
                AwsStub sts = AwsStub.start(Clock.systemUTC())
                        .identity("AKIAEXPORTREADER0001", "123412341234", "arn:aws:iam::123412341234:user/exports")) {
            CliRunner.Result result = new CliRunner(home, Instant.parse("2026-06-01T00:00:00Z"))
                    .withProperties(Map.of("aws.endpointUrlSts", sts.endpoint().toString()))
                    .run(
                            "lint",
                            "--platform",
                            "app_data",
                            "--export",
                            url,
                            "--format",
                            "json",
                            "--examples",
                            "3",
                            "--profile",
                            "exports",
                            "--s3-endpoint",
                            s3.endpoint().toString());

            assertThat(result.err()).isEmpty();
            assertThat(comparable(result.json()))
                    .isEqualTo(comparable(lintExport("app_data", appData).json()));
            assertThat(s3.signedWith())
                    .hasSameSizeAs(s3.requested())
                    .allSatisfy(scope -> assertThat(scope)
                            .startsWith("AKIAEXPORTREADER0001/")
                            .endsWith("/eu-west-1/s3/aws4_request"));
        }
    }

    @Test
    void aBrokenExportNamesTheFileThePlaceAndTheProblem(@TempDir Path scratch) throws IOException {
        Path badLine = copy(appData, scratch.resolve("bad-line"));
        Path dataFile = dataFiles(badLine).get(2);
        String lines = gunzip(dataFile);
        String broken = lines.replaceFirst("(?s)^(.*?\\n.*?\\n)\\{\"Item\":\\{", "$1{\"Item\":{\"PK\":{\"Q\":\"x\"},");
        regzip(dataFile, broken);
        Path cut = copy(appData, scratch.resolve("cut"));
        Path cutFile = dataFiles(cut).get(0);
        byte[] bytes = Files.readAllBytes(cutFile);
        Files.write(cutFile, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Path ion = copy(appData, scratch.resolve("ion"));
        Files.writeString(
                ion.resolve("manifest-summary.json"),
                Files.readString(ion.resolve("manifest-summary.json")).replace("DYNAMODB_JSON", "ION"));
        Path miscounted = copy(appData, scratch.resolve("miscounted"));
        Path extra = dataFiles(miscounted).get(1);
        regzip(extra, gunzip(extra) + gunzip(extra).lines().findFirst().orElseThrow() + "\n");
        Path damaged = copy(appData, scratch.resolve("damaged"));
        Path changed = dataFiles(damaged).get(3);
        regzip(changed, gunzip(changed).replaceFirst("\"S\":\"ACCOUNT#", "\"S\":\"ACCOUNT#x"));

        CliRunner.Result type = lintExport("app_data", badLine);
        CliRunner.Result truncated = lintExport("app_data", cut);
        CliRunner.Result format = lintExport("app_data", ion);
        CliRunner.Result count = lintExport("app_data", miscounted);
        CliRunner.Result nowhere = lintExport("app_data", scratch.resolve("nowhere"));
        CliRunner.Result md5 = lintExport("app_data", damaged);

        assertThat(type.err()).contains(dataFile + ": line 3, column ").contains("unknown DynamoDB type `Q`");
        assertThat(truncated.err()).contains(cutFile.toString());
        assertThat(format.err()).contains("manifest-summary.json: $.outputFormat: the export is in ION");
        assertThat(count.err()).contains(extra + ": holds ").contains("items but the manifest lists");
        assertThat(md5.err()).contains(changed + ": its MD5 is ").contains("damaged");
        assertThat(nowhere.err()).contains("no such folder");
        for (CliRunner.Result r : List.of(type, truncated, format, count, nowhere, md5)) {
            assertThat(r.exit()).as(r.err()).isEqualTo(2);
            assertThat(r.out()).isEmpty();
        }
    }

    /** What an export and a live read of the same items must agree on: all but how and where they were read. */
    private static JsonNode comparable(JsonNode report) {
        ObjectNode copy = (ObjectNode) LintShareTest.withoutTimes(report);
        copy.remove(List.of("source", "connection"));
        copy.get("tables").forEach(t -> ((ObjectNode) t).remove("physicalTable"));
        return copy;
    }

    private static Path copy(Path folder, Path target) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.toList()) {
                Path to = target.resolve(folder.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        return target;
    }

    private static List<Path> dataFiles(Path export) throws IOException {
        try (Stream<Path> files = Files.list(export.resolve("data"))) {
            return files.sorted().toList();
        }
    }

    private static String gunzip(Path file) throws IOException {
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void regzip(Path file, String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        Files.write(file, bytes.toByteArray());
    }
}
