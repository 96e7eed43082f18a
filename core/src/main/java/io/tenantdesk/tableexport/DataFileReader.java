package io.tenantdesk.tableexport;

import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads one gzipped data file of an export into pages of classified rows, then checks it against the manifest:
 * the number of items and, when the manifest gives one, the MD5 of the gzipped bytes.
 */
final class DataFileReader {

    /** Rows handed over at once: enough to keep the hand-over cheap, few enough to keep memory flat. */
    static final int PAGE = 1_000;

    private static final int BUFFER = 64 * 1024;

    private final ExportFiles files;
    private final ExportManifest.DataFile file;
    private final String table;
    private final ItemClassifier classifier;

    DataFileReader(ExportFiles files, ExportManifest.DataFile file, String table, ItemClassifier classifier) {
        this.files = files;
        this.file = file;
        this.table = table;
        this.classifier = classifier;
    }

    /** @param stopped polled between pages: when true, the file is left unfinished and unchecked */
    void read(BooleanSupplier stopped, Consumer<List<EntityRow>> pages) {
        String name = files.name(file.path());
        MessageDigest md5 = md5();
        long items = 0;
        try (InputStream raw = files.open(file.path());
                DigestInputStream digested = new DigestInputStream(new BufferedInputStream(raw, BUFFER), md5);
                GZIPInputStream unzipped = new GZIPInputStream(digested, BUFFER);
                DynamoJsonItems lines = new DynamoJsonItems(unzipped, name)) {
            List<EntityRow> page = new ArrayList<>(PAGE);
            for (Item item = lines.next(); item != null; item = lines.next()) {
                page.add(new EntityRow(table, item, classifier.classify(table, item)));
                items++;
                if (page.size() == PAGE) {
                    pages.accept(page);
                    page = new ArrayList<>(PAGE);
                    if (stopped.getAsBoolean()) {
                        return;
                    }
                }
            }
            if (!page.isEmpty()) {
                pages.accept(page);
            }
            digested.transferTo(OutputStream.nullOutputStream());
        } catch (ZipException e) {
            throw new ExportException(name + ": not a gzip file, or a damaged one: " + e.getMessage(), e);
        } catch (EOFException e) {
            throw new ExportException(name + ": cut short (" + e.getMessage() + "); download it again", e);
        } catch (IOException e) {
            throw new ExportException(name + ": cannot be read: " + e.getMessage(), e);
        }
        if (items != file.itemCount()) {
            throw new ExportException(name + ": holds " + items + " items but the manifest lists " + file.itemCount());
        }
        String actual = Base64.getEncoder().encodeToString(md5.digest());
        if (file.md5Base64() != null && !file.md5Base64().equals(actual)) {
            throw new ExportException(name + ": its MD5 is " + actual + " but the manifest lists " + file.md5Base64()
                    + "; the file is damaged or not the one exported");
        }
    }

    private static MessageDigest md5() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new UncheckedIOException(new IOException("this Java has no MD5", e));
        }
    }
}
