package io.tenantdesk.screenshots;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.credit.CreditsTab;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.journal.JournalTab;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.BooleanSupplier;
import javafx.animation.PauseTransition;
import javafx.scene.Scene;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.util.Duration;
import javax.imageio.ImageIO;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The views the README shows, opened one after another; each step waits for its data, then saves a PNG. */
final class Tour {

    private record Step(String file, Runnable open, BooleanSupplier ready) {
    }

    private final MainWindowViewModel vm;
    private final Scene scene;
    private final Path out;
    private final Runnable done;
    private final Deque<Step> steps = new ArrayDeque<>();
    /** The form's texts before the tour typed into it, put back so switching platform needs no question. */
    private final java.util.Map<io.tenantdesk.ui.itemform.FieldViewModel, String> typedBack = new java.util.HashMap<>();

    Tour(MainWindowViewModel vm, Scene scene, Path out, FxExecutors executors, Runnable done) {
        this.vm = vm;
        this.scene = scene;
        this.out = out;
        this.done = done;
    }

    void run(DynamoDbClient client, Connection connection) {
        PlatformDescriptor appData = platform("app_data");
        PlatformDescriptor helpmaton = platform("helpmaton");
        steps.add(new Step("overview.png", () -> {
            vm.choosePlatform(appData);
            vm.connect(connection);
        }, this::idle));
        steps.add(new Step("entity-list.png", () -> vm.openList(entity("License"), Scope.all()), this::idle));
        steps.add(new Step("tenant-overview.png", () -> vm.openTenant(firstValidTenant()), this::idle));
        steps.add(new Step("item-form.png", () -> {
            vm.openItem(firstValid(entity("License")));
            ItemFormTab form = (ItemFormTab) vm.selectedTabProperty().get();
            form.viewModel().fields().forEach(f -> typedBack.put(f, f.textProperty().get()));
            form.viewModel().field("status").ifPresent(f -> f.textProperty().set("expired"));
            form.viewModel().field("seats").ifPresent(f -> f.textProperty().set("25"));
        }, this::idle));
        steps.add(new Step("unclassified.png", () -> vm.openUnclassified(), this::idle));
        steps.add(new Step("raw-editor.png", () -> vm.openRawItem(firstUnrecognised("app_data")), this::idle));
        steps.add(new Step("credits.png", () -> {
            typedBack.forEach((field, text) -> field.textProperty().set(text));
            vm.choosePlatform(helpmaton);
            vm.openCredits();
            CreditsTab credits = (CreditsTab) vm.selectedTabProperty().get();
            credits.viewModel().amountProperty().set("-12.50");
            credits.viewModel().reasonProperty().set("refund of a failed run, ticket 4411");
        }, () -> idle() && selectFirstBalance()));
        steps.add(new Step("journal.png", () -> {
            EntityDef workspace = entity("Workspace");
            EntityRow row = firstValid(workspace);
            var store = vm.contextProperty().get().store();
            store.apply(store.planCredit(workspace, row.text("workspaceId").orElseThrow(), new java.math.BigDecimal("25")),
                    "goodwill credit, ticket 4410");
            vm.openJournal();
        }, () -> idle() && selectFirstJournalEntry()));
        next();
    }

    private void next() {
        Step step = steps.poll();
        if (step == null) {
            done.run();
            return;
        }
        javafx.application.Platform.runLater(() -> {
            step.open().run();
            waitThenShoot(step, 0);
        });
    }

    private void waitThenShoot(Step step, int tries) {
        PauseTransition pause = new PauseTransition(Duration.millis(tries == 0 ? 600 : 200));
        pause.setOnFinished(e -> {
            if (!step.ready().getAsBoolean() && tries < 100) {
                waitThenShoot(step, tries + 1);
                return;
            }
            PauseTransition settle = new PauseTransition(Duration.millis(400));
            settle.setOnFinished(f -> {
                save(scene.snapshot(null), out.resolve(step.file()));
                next();
            });
            settle.play();
        });
        pause.play();
    }

    private boolean idle() {
        LoadProgress progress = vm.progressProperty().get();
        return !vm.connectingProperty().get() && (progress == null || !progress.runningProperty().get());
    }

    private boolean selectFirstBalance() {
        CreditsTab credits = (CreditsTab) vm.selectedTabProperty().get();
        if (credits.viewModel().balances().isEmpty()) {
            return false;
        }
        credits.viewModel().selectedProperty().set(credits.viewModel().balances().get(0));
        return true;
    }

    private boolean selectFirstJournalEntry() {
        JournalTab journal = (JournalTab) vm.selectedTabProperty().get();
        if (journal.viewModel().rows().isEmpty()) {
            return false;
        }
        journal.viewModel().selectedProperty().set(journal.viewModel().rows().get(0));
        return true;
    }

    private PlatformDescriptor platform(String id) {
        return vm.platforms().stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    private EntityDef entity(String name) {
        return vm.contextProperty().get().store().platform().entity(name).orElseThrow();
    }

    private EntityRow firstValid(EntityDef entity) {
        List<EntityRow> rows = new ArrayList<>();
        vm.contextProperty().get().store().list(entity, Scope.all(), 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
    }

    private EntityRow firstUnrecognised(String table) {
        List<EntityRow> rows = new ArrayList<>();
        vm.contextProperty().get().store().unclassified(table, 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream().filter(r -> r.entity().isEmpty()).findFirst().orElseThrow();
    }

    private String firstValidTenant() {
        EntityDef tenant = vm.contextProperty().get().store().platform().tenantEntity().orElseThrow();
        return firstValid(tenant).text(tenant.tenantField().orElseThrow()).orElseThrow();
    }

    static void save(WritableImage image, Path file) {
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage png = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                png.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        try {
            ImageIO.write(png, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
